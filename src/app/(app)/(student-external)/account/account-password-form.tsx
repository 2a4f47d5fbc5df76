"use client";

import { ChangePasswordFields } from "@/components/forms/change-password-fields";
import { usePasswordChange } from "@/components/forms/use-password-change";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";

// The account page's own failure text (its account change failure).
const ACCOUNT_CHANGE_FAILED = "Erro ao alterar password. Verifique a password atual.";

/** 'Alterar password' on the account page: the same call and checks as the user menu's dialog. */
export function AccountPasswordForm() {
  const { form, setForm, error, saving, submit, reset } = usePasswordChange({
    failed: ACCOUNT_CHANGE_FAILED,
    refused: ACCOUNT_CHANGE_FAILED,
    onChanged: () => reset(),
  });

  return (
    <section aria-labelledby="account-password" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="account-password" className="text-lg font-semibold text-slate-900">
        Alterar password
      </h2>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <FormAlert message={error} />
        <ChangePasswordFields form={form} onChange={setForm} />
        <Button type="submit" busy={saving} busyLabel="A guardar..." className="w-full sm:w-auto">
          Alterar password
        </Button>
      </form>
    </section>
  );
}
