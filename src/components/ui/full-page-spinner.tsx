/** The app-wide loading state (spec: 'A carregar a aplicação...'). */
export function FullPageSpinner() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[60vh] flex-1 flex-col items-center justify-center gap-4">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
      <p className="text-sm font-medium text-slate-600">A carregar a aplicação...</p>
    </div>
  );
}
