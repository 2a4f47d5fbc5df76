"use client";

import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { CountBadge } from "@/components/ui/count-badge";

// The member page's sections: a card with a title and its count, a line when it is empty, and
// lists that grow (a member's lessons over years) shown SHOWN_AT_FIRST at a time.

const SHOWN_AT_FIRST = 10;

type PageSectionProps<Item> = {
  title: string;
  items: readonly Item[];
  /** All there are, when the page holds only the newest (`items`). */
  total?: number;
  empty: string;
  /** What `total` counts, for 'A mostrar os 50 mais recentes de 60 ...'. */
  noun?: string;
  /** A button beside the title ('Marcar aula'). */
  action?: ReactNode;
  children: (item: Item) => ReactNode;
};

export function PageSection<Item>({ title, items, total = items.length, empty, noun, action, children }: PageSectionProps<Item>) {
  const headingId = useId();
  const [shown, setShown] = useState(SHOWN_AT_FIRST);
  const visible = items.slice(0, shown);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          {title} <CountBadge count={total} />
        </h2>
        {action}
      </div>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{empty}</p>
      ) : (
        <>
          <ul className="mt-3 divide-y divide-slate-100">{visible.map(children)}</ul>
          {items.length > shown && (
            <Button type="button" variant="secondary" className="mt-3 w-full sm:w-auto" onClick={() => setShown(items.length)}>
              Mostrar mais {items.length - shown}
            </Button>
          )}
          {shown >= items.length && total > items.length && noun && (
            <p className="mt-3 text-xs text-slate-500">
              A mostrar {items.length} de {total} {noun}, os mais recentes.
            </p>
          )}
        </>
      )}
    </section>
  );
}
