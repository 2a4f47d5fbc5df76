import { DownloadIcon } from "@/components/ui/icons/download-icon";
import { buttonClass } from "@/components/ui/button";

/** 'Exportar CSV': a plain download link (the files say 'Documento interno, sem valor fiscal'). */
export function CsvLink({ href, fileName }: { href: string; fileName: string }) {
  return (
    <a
      href={href}
      download={fileName}
      className={buttonClass("secondary", "shrink-0")}
    >
      <DownloadIcon className="h-4 w-4" />
      Exportar CSV
    </a>
  );
}
