"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { useSession } from "@/components/session/session-provider";
import { PendingBadge } from "@/components/shell/pending-badge";
import { useHydrated } from "@/components/use-hydrated";

// The phone's menu (below xl): the bar's button opens the role's links under the bar. The links
// and the menu's markup come from the server (shell/navbar); only the opening lives here.

type MobileMenuValue = { open: boolean; toggle: () => void; close: () => void };

const MobileMenuContext = createContext<MobileMenuValue | null>(null);
/** Set inside the opened menu only: a link followed from there closes it. */
const CloseMenuContext = createContext<(() => void) | undefined>(undefined);

function useMobileMenu(): MobileMenuValue {
  const menu = useContext(MobileMenuContext);
  if (!menu) throw new Error("The mobile menu's parts must be used inside <MobileMenuProvider>");
  return menu;
}

export function MobileMenuProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const toggle = useCallback(() => setOpen((current) => !current), []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ open, toggle, close }), [open, toggle, close]);
  return <MobileMenuContext value={value}>{children}</MobileMenuContext>;
}

/** Opens and closes the menu; shows the trainer's two counters added up. */
export function MobileMenuButton({ menuIcon, closeIcon }: { menuIcon: ReactNode; closeIcon: ReactNode }) {
  const { open, toggle } = useMobileMenu();
  const { pendingStudents, pendingPayments } = useSession();
  const combinedCount = pendingStudents + pendingPayments;
  // Until the page's code has run (a slow network) a tap would be lost without a word: disabled.
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={!hydrated}
      aria-expanded={open}
      aria-controls="mobile-navigation"
      className="relative rounded-lg p-2.5 text-slate-700 hover:bg-slate-100 disabled:cursor-wait xl:hidden"
    >
      <span className="sr-only">{open ? "Fechar menu" : "Abrir menu"}</span>
      {open ? closeIcon : menuIcon}
      {combinedCount > 0 && (
        <span className="absolute -top-0.5 -right-0.5">
          <PendingBadge count={combinedCount} />
        </span>
      )}
    </button>
  );
}

/** The opened menu (its children) while open. */
export function MobileNavigation({ children }: { children: ReactNode }) {
  const { open, close } = useMobileMenu();
  return open ? <CloseMenuContext value={close}>{children}</CloseMenuContext> : null;
}

/** Closes the menu when called from inside it; undefined elsewhere (the desktop links). */
export function useCloseMobileMenu(): (() => void) | undefined {
  return useContext(CloseMenuContext);
}
