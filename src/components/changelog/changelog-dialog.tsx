"use client";

import { useEffect, useId, useRef } from "react";
import { CloseIcon } from "@/components/ui/icons/close-icon";
import { apiFetch } from "@/lib/api-client";
import { fullDateLabel } from "@/lib/calendar-labels";
import type { ChangelogEntry } from "@/lib/changelog";

type ChangelogDialogProps = {
  entries: readonly ChangelogEntry[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * 'Novidades & Changelog': every release, newest first. A native modal `<dialog>` rather than the
 * app's Radix modal: it opens by itself on a first visit after an update, and the browser's own
 * dialog (focus moved in and given back, the page behind inert, Escape) keeps Radix's 10 kB out
 * of that visit (docs/performance.md). It looks as the other modals do.
 */
export function ChangelogDialog({ entries, open, onOpenChange }: ChangelogDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // The page behind does not scroll while the modal is open, as with the other modals.
  useEffect(() => {
    if (!open) return;
    const before = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = before;
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape, the close button and a click on the dimmed page all end here.
      onClose={() => {
        markChangelogSeen();
        onOpenChange(false);
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) dialogRef.current.close();
      }}
      className="m-auto max-h-[90dvh] w-[calc(100%-1.5rem)] max-w-lg rounded-2xl bg-white p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex max-h-[90dvh] flex-col">
        <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <div>
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              Novidades & Changelog
            </h2>
            <p id={descriptionId} className="sr-only">
              As alterações de cada versão do ACE, da mais recente para a mais antiga.
            </p>
          </div>
          <button
            type="button"
            aria-label="Fechar"
            onClick={() => dialogRef.current?.close()}
            className="-m-3 rounded-lg p-3 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          >
            <CloseIcon />
          </button>
        </div>
        {/* Scrolls when the versions outgrow the screen: focusable, so a keyboard can scroll it too. */}
        <ol
          tabIndex={0}
          aria-label="Versões"
          className="space-y-4 overflow-y-auto px-5 py-4 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600"
        >
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
      </div>
    </dialog>
  );
}

/** Closing the modal marks the latest version as seen; a failure there is only logged (spec). */
function markChangelogSeen(): void {
  apiFetch("/auth/mark-changelog-seen", { method: "POST" }).catch((error: unknown) => console.error("Erro ao marcar o changelog como visto", error));
}
