"use client";

import { useEffect, useState, type KeyboardEvent, type ReactNode } from "react";
import { useMenu } from "@/components/ui/dropdown-menu";

// The open menu of ui/dropdown-menu.tsx: its items, their keyboard and pointer behaviour, and
// closing on a click or focus elsewhere. Rendered inside DropdownMenu.WhenOpen.

type ContentProps = { align?: "end"; sideOffset?: 8; className?: string; children: ReactNode };

/** Below the trigger, aligned to its end, 8 px apart (Radix's `align="end" sideOffset={8}`). */
export function Content({ className = "", children }: ContentProps) {
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
