"use client";

// Already loaded lazily as a whole (changelog-provider), so Radix comes with it in one go.
import { ModalDialog as Modal } from "@/components/ui/modal-dialog";
import { fullDateLabel } from "@/lib/calendar-labels";
import type { ChangelogEntry } from "@/lib/changelog";

type ChangelogDialogProps = {
  entries: readonly ChangelogEntry[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Novidades & Changelog': every release, newest first. */
export function ChangelogDialog({ entries, open, onOpenChange }: ChangelogDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Novidades & Changelog"
      description="As alterações de cada versão do ACE, da mais recente para a mais antiga."
    >
      <ol className="space-y-4">
        {entries.map((entry) => (
          <li key={entry.version} className="rounded-xl border border-slate-200 p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-brand-800">Versão {entry.version}</h3>
              <time dateTime={entry.date} className="text-sm text-slate-500">
                {fullDateLabel(entry.date)}
              </time>
            </div>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{entry.description}</p>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
