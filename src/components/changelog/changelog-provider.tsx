"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { ChangelogEntry } from "@/lib/changelog";
import { lazyComponent } from "@/components/lazy-component";

// The dialog (a native <dialog> and the date labels) loads when it first opens, not with every page.
const ChangelogDialog = lazyComponent(() => import("@/components/changelog/changelog-dialog").then((module) => module.ChangelogDialog));

// Opens the changelog modal from anywhere in the signed-in app (the footer, the home screen).
// Closing it marks the latest version as seen (the dialog's own code does: changelog-dialog.tsx).

type ChangelogContextValue = {
  openChangelog: () => void;
  /** Whether the modal is showing (the home screen's onboarding waits for it to close). */
  isOpen: boolean;
};

const ChangelogContext = createContext<ChangelogContextValue | null>(null);

export function ChangelogProvider({ entries, children }: { entries: readonly ChangelogEntry[]; children: ReactNode }) {
  const [open, setOpen] = useState(false);

  const openChangelog = useCallback(() => setOpen(true), []);

  const value = useMemo(() => ({ openChangelog, isOpen: open }), [openChangelog, open]);
  return (
    <ChangelogContext value={value}>
      {children}
      {open && <ChangelogDialog entries={entries} open={open} onOpenChange={setOpen} />}
    </ChangelogContext>
  );
}

export function useChangelog(): ChangelogContextValue {
  const changelog = useContext(ChangelogContext);
  if (!changelog) throw new Error("useChangelog must be used inside <ChangelogProvider>");
  return changelog;
}
