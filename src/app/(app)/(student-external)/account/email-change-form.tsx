"use client";

import { useState, type FormEvent } from "react";
import { apiFetch } from "@/lib/api-client";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordField } from "@/components/ui/password-field";
import { TextField } from "@/components/ui/text-field";

const EMAIL_CHANGE_FAILED = "Erro ao pedir a alteração do email";
const EMPTY = { newEmail: "", currentPassword: "" };

/**
 * 'Alterar email' on the account page (POST /api/auth/email-change): nothing changes until the
 * member opens the link mailed to the new address; the form says where it went.
 */
export function EmailChangeForm() {
  const [form, setForm] = useState(EMPTY);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { error, saving, invalid, run } = useFormSubmission(EMAIL_CHANGE_FAILED);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { emailChangeBodySchema } = await import("@/lib/validations/email-change");
    const body = { new_email: form.newEmail, current_password: form.currentPassword };
    const parsed = emailChangeBodySchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? EMAIL_CHANGE_FAILED);
    setSentTo(null);
    await run(async () => {
      const result = await apiFetch<{ message: string }>("/auth/email-change", { method: "POST", body: parsed.data });
      toast.success("Link de confirmação enviado");
      setSentTo(result.message);
      setForm(EMPTY);
    });
  }

  return (
    <section aria-labelledby="email-change" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="email-change" className="text-lg font-semibold text-slate-900">
        Alterar email
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Enviamos um link para o novo email: o da sua conta só muda quando o abrir. O email atual é avisado do pedido.
      </p>
      <form onSubmit={handleSubmit} noValidate className="mt-4 space-y-4">
        <FormAlert message={error} />
        {sentTo && (
          <p role="status" className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
            {sentTo}
          </p>
        )}
        <TextField
          label="Novo email"
          name="newEmail"
          type="email"
          autoComplete="email"
          required
          value={form.newEmail}
          disabled={saving}
          onChange={(event) => setForm({ ...form, newEmail: event.target.value })}
        />
        <PasswordField
          label="Password atual"
          name="emailChangePassword"
          autoComplete="current-password"
          required
          value={form.currentPassword}
          disabled={saving}
          onChange={(event) => setForm({ ...form, currentPassword: event.target.value })}
        />
        <Button type="submit" busy={saving} busyLabel="A enviar..." className="w-full sm:w-auto">
          Alterar email
        </Button>
      </form>
    </section>
  );
}
