"use client";

import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

export type Tab<Value extends string> = { value: Value; label: ReactNode };

type TabsProps<Value extends string> = {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly Tab<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** The selected tab's panel. */
  children: ReactNode;
};

/**
 * WAI-ARIA tabs: a tab list (arrow keys, Home, End) and the selected tab's panel. On a phone the
 * tabs wrap to a second row rather than scroll: a tab scrolled out of sight had no cue it was there.
 */
export function Tabs<Value extends string>({ label, tabs, value, onChange, children }: TabsProps<Value>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (tab: Value) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.value === value);
    const next = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(tabs[next].value);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <div>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={handleKeyDown}
        className="flex flex-wrap gap-x-1 border-b border-slate-200 sm:flex-nowrap sm:overflow-x-auto"
      >
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              id={tabId(tab.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.value)}
              className="-mb-px flex min-h-11 shrink-0 items-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 aria-selected:border-brand-600 aria-selected:text-brand-800 sm:px-4"
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(value)} tabIndex={0} className="pt-5 focus-visible:outline-none">
        {children}
      </div>
    </div>
  );
}
