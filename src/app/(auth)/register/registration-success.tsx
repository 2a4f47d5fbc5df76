"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { countLabel } from "@/lib/plural";
import { Button } from "@/components/ui/button";
import { CheckCircleIcon } from "@/components/ui/icons/check-circle-icon";

const COUNTDOWN_SECONDS = 5;
const DEFAULT_MESSAGE = "Registo efetuado com sucesso! A sua conta aguarda aprovação do treinador.";

/** The success panel: the server's message, then /login after a 5 s countdown (or at once). */
export function RegistrationSuccess({ message }: { message: string }) {
  const router = useRouter();
  const [secondsLeft, setSecondsLeft] = useState(COUNTDOWN_SECONDS);

  useEffect(() => {
    const timer = window.setInterval(() => setSecondsLeft((seconds) => Math.max(seconds - 1, 0)), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (secondsLeft === 0) router.push("/login");
  }, [secondsLeft, router]);

  return (
    <section className="rounded-2xl border border-brand-200 bg-white p-6 text-center shadow-sm sm:p-8">
      <CheckCircleIcon className="mx-auto h-12 w-12 text-brand-600" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Conta criada</h1>
      <p className="mt-2 text-slate-700">{message || DEFAULT_MESSAGE}</p>
      <p className="mt-4 text-sm text-slate-500" aria-live="polite">
        Será redirecionado para o login em {countLabel(secondsLeft, { one: "segundo", other: "segundos" })}...
      </p>
      <Button type="button" className="mt-6 w-full" onClick={() => router.push("/login")}>
        Ir para o login
      </Button>
    </section>
  );
}
