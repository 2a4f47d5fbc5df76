"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ChangePasswordFields } from "@/components/forms/change-password-fields";
import { usePasswordChange } from "@/components/forms/use-password-change";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";

/** The password change after a mailed one: the same call as everywhere, then home. */
export function ChoosePasswordForm() {
  const router = useRouter();
  const [done, setDone] = useState(false);
  const { form, setForm, error, saving, submit } = usePasswordChange({
    failed: "Erro ao alterar password",
    onChanged: () => {
      setDone(true); // the button stays busy while home loads
      router.replace("/");
      router.refresh();
    },
  });

  return (
    <section aria-labelledby="choose-password" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="choose-password" className="text-lg font-semibold text-slate-900">
        Alterar password
      </h2>
      <p className="mt-1 text-sm text-slate-600">Em «Password atual», escreva a password que recebeu por email.</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <FormAlert message={error} />
        <ChangePasswordFields form={form} onChange={setForm} />
        <Button type="submit" busy={saving || done} busyLabel="A guardar..." className="w-full sm:w-auto">
          Guardar password
        </Button>
      </form>
    </section>
  );
}
