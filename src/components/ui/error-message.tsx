import { Button } from "@/components/ui/button";

/** What a screen shows when something it did not handle went wrong, with a retry. */
export function ErrorMessage({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-xl font-semibold text-slate-900">Ocorreu um erro</h1>
      <p className="text-slate-600">Erro ao comunicar com o servidor. Tente novamente dentro de momentos.</p>
      <Button type="button" onClick={onRetry}>
        Tentar novamente
      </Button>
    </main>
  );
}
