// The primary Button's look (ui/button.tsx). Every page loads the two error screens' code (in the
// root layout's script: app/layout.tsx), so they carry this one class list rather than the Button
// with its variants.
const RETRY_BUTTON_CLASS =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors sm:min-h-10 bg-brand-700 text-white hover:bg-brand-800";

/** What a screen shows when something it did not handle went wrong, with a retry. */
export function ErrorMessage({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-xl font-semibold text-slate-900">Ocorreu um erro</h1>
      <p className="text-slate-600">Erro ao comunicar com o servidor. Tente novamente dentro de momentos.</p>
      <button type="button" onClick={onRetry} className={RETRY_BUTTON_CLASS}>
        Tentar novamente
      </button>
    </main>
  );
}
