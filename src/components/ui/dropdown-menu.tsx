"use client";

import { createContext, useContext, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";

// A light dropdown menu (WAI-ARIA's menu button pattern) with the parts, names and behaviour of
// Radix's DropdownMenu that the user menu uses (non-modal): Radix's version, with its
// positioning engine, cost every signed-in page about 25 kB of JavaScript for a menu of two items.
//
// This file is the button and the open state, which every page needs; what the open menu shows
// and does (dropdown-menu-content.tsx) goes inside WhenOpen, so it can load on the first opening.
//
// Opens from the trigger (the keyboard focuses the first item, ArrowUp the last); arrows, Home
// and End move between items; Enter or Space selects; Escape closes. Selecting or Escape gives
// the focus back to the trigger; a click or focus elsewhere just closes. The content sits below
// the trigger, aligned to its end.

type FocusOnOpen = "content" | "first" | "last";

type MenuContextValue = {
  open: boolean;
  show: (focus: FocusOnOpen) => void;
  close: (focusTrigger: boolean) => void;
  focusOnOpen: FocusOnOpen;
  triggerRef: RefObject<HTMLButtonElement | null>;
  contentRef: RefObject<HTMLDivElement | null>;
  triggerId: string;
  contentId: string;
};

const MenuContext = createContext<MenuContextValue | null>(null);

export function useMenu(): MenuContextValue {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error("DropdownMenu parts must be used inside <DropdownMenu.Root>");
  return menu;
}

/** `modal` is accepted for Radix's signature; this menu is never modal. */
export function Root({ children }: { modal?: false; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<FocusOnOpen>("content");
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const triggerId = useId();
  const contentId = useId();
  const value = useMemo<MenuContextValue>(
    () => ({
      open,
      focusOnOpen,
      show: (focus) => {
        setFocusOnOpen(focus);
        setOpen(true);
      },
      close: (focusTrigger) => {
        setOpen(false);
        if (focusTrigger) triggerRef.current?.focus();
      },
      triggerRef,
      contentRef,
      triggerId,
      contentId,
    }),
    [open, focusOnOpen, triggerId, contentId],
  );
  return (
    <MenuContext value={value}>
      <div className="relative">{children}</div>
    </MenuContext>
  );
}

export function Trigger({ className, children, disabled = false }: { className?: string; children: ReactNode; disabled?: boolean }) {
  const { open, show, close, triggerRef, triggerId, contentId } = useMenu();
  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    show(event.key === "ArrowDown" ? "first" : "last");
  }
  return (
    <button
      ref={triggerRef}
      type="button"
      id={triggerId}
      aria-haspopup="menu"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? "open" : "closed"}
      disabled={disabled}
      className={className}
      // A click from the keyboard (Enter, Space) has no pointer detail: focus the first item then.
      onClick={(event) => (open ? close(false) : show(event.detail === 0 ? "first" : "content"))}
      onKeyDown={handleKeyDown}
    >
      {children}
    </button>
  );
}

/** Its children (the menu's Content) only while the menu is open. */
export function WhenOpen({ children }: { children: ReactNode }) {
  return useMenu().open ? children : null;
}
