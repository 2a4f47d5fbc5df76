/**
 * A section of /availability before its code has loaded (docs/performance.md, "JavaScript per
 * screen"): its frame and heading, in the place `WhenNear` holds for it.
 */
export function SectionPlaceholder({ id, title }: { id: string; title: string }) {
  return (
    <section aria-labelledby={id} aria-busy="true" className="h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
    </section>
  );
}
