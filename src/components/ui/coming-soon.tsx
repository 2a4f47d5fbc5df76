/** Stand-in for a screen that a later release builds; its access guard already applies. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="w-full">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-4 max-w-2xl rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
        Esta página estará disponível brevemente.
      </p>
    </section>
  );
}
