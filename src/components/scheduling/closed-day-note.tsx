import { closedDayLabel, type ClosureJson } from "@/lib/closure-json";

/**
 * A closed day, with the trainer's reason (docs/rules.md, "Closures"): 'Encerrado: Férias de Natal'.
 * Everyone sees it, guests included; its slots are blocked, so nobody is offered them.
 */
export function ClosedDayNote({ closure, compact = false }: { closure: ClosureJson | null; compact?: boolean }) {
  if (!closure) return null;
  return (
    <p
      className={`rounded-lg border border-amber-300 bg-amber-50 font-semibold text-amber-900 ${compact ? "mt-1 px-2 py-1 text-xs" : "px-3 py-2 text-sm"}`}
    >
      {closedDayLabel(closure)}
    </p>
  );
}
