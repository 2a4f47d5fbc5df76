"use client";

import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";

// A light dropdown menu (WAI-ARIA's menu button pattern) with the parts, names and behaviour of
// Radix's DropdownMenu that the user menu uses (non-modal): Radix's version, with its
// positioning engine, cost every signed-in page about 25 kB of JavaScript for a menu of two items.
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

function useMenu(): MenuContextValue {
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

export function Trigger({ className, children }: { className?: string; children: ReactNode }) {
  const menu = useMenu();
  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    menu.show(event.key === "ArrowDown" ? "first" : "last");
  }
  return (
    <button
      ref={menu.triggerRef}
      type="button"
      id={menu.triggerId}
      aria-haspopup="menu"
      aria-expanded={menu.open}
      aria-controls={menu.open ? menu.contentId : undefined}
      data-state={menu.open ? "open" : "closed"}
      className={className}
      // A click from the keyboard (Enter, Space) has no pointer detail: focus the first item then.
      onClick={(event) => (menu.open ? menu.close(false) : menu.show(event.detail === 0 ? "first" : "content"))}
      onKeyDown={handleKeyDown}
    >
      {children}
    </button>
  );
}

/** Radix renders the content in a portal; this one stays beside its trigger. */
export function Portal({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

type ContentProps = { align?: "end"; sideOffset?: 8; className?: string; children: ReactNode };

/** Below the trigger, aligned to its end, 8 px apart (Radix's `align="end" sideOffset={8}`). */
export function Content(props: ContentProps) {
  const menu = useMenu();
  return menu.open ? <OpenContent {...props} /> : null;
}

function OpenContent({ className = "", children }: ContentProps) {
  const menu = useMenu();
  const { contentRef, triggerRef, focusOnOpen, close } = menu;

  useEffect(() => {
    const items = menuItems(contentRef.current);
    if (focusOnOpen === "first" && items[0]) items[0].focus();
    else if (focusOnOpen === "last" && items.length) items[items.length - 1].focus();
    else contentRef.current?.focus();

    function closeOnOutsidePointer(event: PointerEvent) {
      const target = event.target as Node;
      if (!contentRef.current?.contains(target) && !triggerRef.current?.contains(target)) close(false);
    }
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [contentRef, triggerRef, focusOnOpen, close]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = menuItems(contentRef.current);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === "ArrowDown" ? Math.min(current + 1, items.length - 1)
      : event.key === "ArrowUp" ? (current === -1 ? items.length - 1 : Math.max(current - 1, 0))
      : event.key === "Home" ? 0
      : event.key === "End" ? items.length - 1
      : null;
    if (next !== null) {
      event.preventDefault();
      items[next]?.focus();
    } else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") {
      // As in Radix: Tab does not leave an open menu.
      event.preventDefault();
    }
  }

  return (
    <div
      ref={contentRef}
      role="menu"
      id={menu.contentId}
      aria-labelledby={menu.triggerId}
      aria-orientation="vertical"
      tabIndex={-1}
      data-state="open"
      style={{ outline: "none" }}
      className={`absolute top-full right-0 mt-2 ${className}`}
      onKeyDown={handleKeyDown}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next) && !triggerRef.current?.contains(next)) close(false);
      }}
    >
      {children}
    </div>
  );
}

function menuItems(content: HTMLElement | null): HTMLElement[] {
  return content ? Array.from(content.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

export function Label({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={className}>{children}</div>;
}

export function Separator({ className }: { className?: string }) {
  return <div role="separator" aria-orientation="horizontal" className={className} />;
}

export function Item({ className, onSelect, children }: { className?: string; onSelect: () => void; children: ReactNode }) {
  const menu = useMenu();
  const [highlighted, setHighlighted] = useState(false);
  function select() {
    onSelect();
    menu.close(true);
  }
  return (
    <div
      role="menuitem"
      tabIndex={-1}
      data-highlighted={highlighted ? "" : undefined}
      className={className}
      onFocus={() => setHighlighted(true)}
      onBlur={() => setHighlighted(false)}
      onPointerMove={(event) => event.currentTarget.focus()}
      onPointerLeave={() => menu.contentRef.current?.focus()}
      onClick={select}
      onKeyDown={(event) => {
        if (event.key !== "Enter" && event.key !== " ") return;
        event.preventDefault();
        select();
      }}
    >
      {children}
    </div>
  );
}
