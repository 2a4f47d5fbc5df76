"use client";

import { useEffect, useRef, useState } from "react";
import { apiFetch, errorMessage } from "@/lib/api-client";
import { AppLink } from "@/components/navigation/app-link";
import { buttonClass } from "@/components/ui/button";
import { MailIcon } from "@/components/ui/icons/mail-icon";

type Outcome = { state: "confirming" } | { state: "confirmed"; message: string } | { state: "refused"; message: string };

const CONFIRM_FAILED = "Não foi possível confirmar o novo email. Tente abrir o link outra vez.";

/** Sends the link's token once (POST /api/auth/email-change/confirm) and says what came of it. */
export function ConfirmEmailChange({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<Outcome>({ state: "confirming" });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return; // a link is used once: never a second call from this screen
    sent.current = true;
    apiFetch<{ message: string }>("/auth/email-change/confirm", { method: "POST", body: { token } }).then(
      (result) => setOutcome({ state: "confirmed", message: result.message }),
      (failure: unknown) => setOutcome({ state: "refused", message: errorMessage(failure, CONFIRM_FAILED) }),
    );
  }, [token]);

  return (
    <section aria-labelledby="confirm-email" aria-busy={outcome.state === "confirming"} className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
      <MailIcon className={`mx-auto h-12 w-12 ${outcome.state === "refused" ? "text-slate-400" : "text-brand-600"}`} />
      <h1 id="confirm-email" className="mt-4 text-2xl font-bold text-slate-900">
        {outcome.state === "confirmed" ? "Email confirmado" : outcome.state === "refused" ? "Email não alterado" : "A confirmar o novo email..."}
      </h1>
      {outcome.state === "confirmed" && (
        <>
          <p role="status" className="mt-2 text-slate-700">{outcome.message}</p>
          <p className="mt-2 text-sm text-slate-500">A partir de agora, entre no ACE com este email e a sua password.</p>
        </>
      )}
      {outcome.state === "refused" && (
        <p role="alert" className="mt-2 text-slate-700">{outcome.message}</p>
      )}
      {outcome.state !== "confirming" && (
        <AppLink href="/" className={buttonClass("primary", "mt-6 w-full")}>
          Ir para o ACE
        </AppLink>
      )}
    </section>
  );
}
