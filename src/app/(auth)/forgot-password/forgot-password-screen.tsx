"use client";

import { useState, type FormEvent } from "react";
import { apiFetch } from "@/lib/api-client";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { AppLink } from "@/components/navigation/app-link";
import { toast } from "@/components/toast";
import { Button, buttonClass } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { MailIcon } from "@/components/ui/icons/mail-icon";
import { TextField } from "@/components/ui/text-field";
import { AuthCard } from "../auth-card";

// The same answer whether or not the email exists (the server does not say either).
const RESET_REQUESTED_MESSAGE = "Se o email existir na nossa base de dados, receberá uma nova senha por email.";

/** Asks for the email, then shows the 'email sent' view. */
export function ForgotPasswordScreen() {
  const [email, setEmail] = useState("");
  const { error, saving: submitting, invalid, run } = useFormSubmission("Erro ao processar pedido");
  const [emailSent, setEmailSent] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { requestPasswordResetBodySchema } = await import("@/lib/validations/auth");
    const parsed = requestPasswordResetBodySchema.safeParse({ email });
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? "Erro ao processar pedido");
    await run(async () => {
      await apiFetch("/auth/request-password-reset", { method: "POST", body: parsed.data });
      toast.success(RESET_REQUESTED_MESSAGE);
      setEmailSent(true);
    });
  }

  if (emailSent) {
    return (
      <section className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <MailIcon className="mx-auto h-12 w-12 text-brand-600" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Email enviado</h1>
        <p className="mt-2 text-slate-700">{RESET_REQUESTED_MESSAGE}</p>
        <p className="mt-2 text-sm text-slate-500">
          A nova password é válida durante 24 horas; até a usar, a sua password atual continua a funcionar.
        </p>
        <AppLink
          href="/login"
          className={buttonClass("primary", "mt-6 w-full")}
        >
          Voltar ao login
        </AppLink>
      </section>
    );
  }

  return (
    <AuthCard title="Recuperar password" subtitle="Indique o email da sua conta e enviaremos uma nova password.">
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <FormAlert message={error} />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" busy={submitting} busyLabel="A enviar..." className="w-full">
          Enviar nova password
        </Button>
        <p className="text-center text-sm">
          <AppLink href="/login" className="inline-flex min-h-11 items-center rounded font-medium text-brand-700 hover:underline">
            Voltar ao login
          </AppLink>
        </p>
      </form>
    </AuthCard>
  );
}
