import { DownloadIcon } from "@/components/scheduling/scheduling-icons";

/** 'Exportar CSV': a plain download link (the files say 'Documento interno, sem valor fiscal'). */
export function CsvLink({ href, fileName }: { href: string; fileName: string }) {
  return (
    <a
      href={href}
      download={fileName}
      className="inline-flex min-h-10 shrink-0 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
    >
      <DownloadIcon className="h-4 w-4" />
      Exportar CSV
    </a>
  );
}
