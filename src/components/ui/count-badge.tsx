/** A count next to a tab or a group title ('Alunos Regulares 4'). */
export function CountBadge({ count, label }: { count: number; label?: string }) {
  return (
    <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-slate-200 px-2 text-xs leading-5 font-bold text-slate-700">
      {count}
      {label && <span className="sr-only"> {label}</span>}
    </span>
  );
}
