"use client";

import { useState, type FormEvent } from "react";
import { ApiError, apiFetch } from "@/lib/api-client";
import { ChangePasswordFields, EMPTY_PASSWORD_CHANGE } from "@/components/forms/change-password-fields";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";

// The account page's own failure text (its account change failure).
const ACCOUNT_CHANGE_FAILED = "Erro ao alterar password. Verifique a password atual.";

/** 'Alterar password' on the account page: the same call and checks as the user menu's dialog. */
export function AccountPasswordForm() {
  const [form, setForm] = useState(EMPTY_PASSWORD_CHANGE);
  const { error, saving, fail, invalid, run } = useFormSubmission(ACCOUNT_CHANGE_FAILED);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { changePasswordFormSchema } = await import("@/lib/validations/auth");
    const parsed = changePasswordFormSchema.safeParse(form);
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? ACCOUNT_CHANGE_FAILED);
    await run(async () => {
      const { currentPassword, newPassword } = parsed.data;
      try {
        await apiFetch("/auth/change-password", { method: "POST", body: { currentPassword, newPassword } });
      } catch (failure) {
        // The server refused the change (the form's own checks passed): the current password is wrong.
        if (failure instanceof ApiError && failure.status === 400) return fail(ACCOUNT_CHANGE_FAILED);
        throw failure;
      }
      toast.success("Password alterada com sucesso!");
      setForm(EMPTY_PASSWORD_CHANGE);
    });
  }

  return (
    <section aria-labelledby="account-password" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="account-password" className="text-lg font-semibold text-slate-900">
        Alterar password
      </h2>
      <form onSubmit={handleSubmit} noValidate className="mt-4 space-y-4">
        <FormAlert message={error} />
        <ChangePasswordFields form={form} onChange={setForm} />
        <Button type="submit" disabled={saving} className="w-full sm:w-auto">
          {saving ? "A guardar..." : "Alterar password"}
        </Button>
      </form>
    </section>
  );
}
