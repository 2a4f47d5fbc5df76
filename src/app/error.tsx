"use client";

import { useEffect } from "react";
import { Button } from "@/components/ui/button";

// Anything a screen did not handle (e.g. the database unreachable while reading the session):
// a Portuguese message and a retry, never Next.js's English error page.
export default function ErrorScreen({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-xl font-semibold text-slate-900">Ocorreu um erro</h1>
      <p className="text-slate-600">Erro ao comunicar com o servidor. Tente novamente dentro de momentos.</p>
      <Button type="button" onClick={() => retry()}>
        Tentar novamente
      </Button>
    </main>
  );
}
