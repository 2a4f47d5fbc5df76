"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { apiFetch } from "@/lib/api-client";
import { ChangePasswordFields, EMPTY_PASSWORD_CHANGE } from "@/components/forms/change-password-fields";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";

const CHANGE_FAILED = "Erro ao alterar password";

/** The password change after a mailed one: the same call as everywhere, then home. */
export function ChoosePasswordForm() {
  const router = useRouter();
  const [form, setForm] = useState(EMPTY_PASSWORD_CHANGE);
  const { error, saving, invalid, run } = useFormSubmission(CHANGE_FAILED);
  const [done, setDone] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { changePasswordFormSchema } = await import("@/lib/validations/auth");
    const parsed = changePasswordFormSchema.safeParse(form);
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? CHANGE_FAILED);
    await run(async () => {
      const { currentPassword, newPassword } = parsed.data;
      await apiFetch("/auth/change-password", { method: "POST", body: { currentPassword, newPassword } });
      toast.success("Password alterada com sucesso!");
      setDone(true); // the form stays disabled while home loads
      router.replace("/");
      router.refresh();
    });
  }

  return (
    <section aria-labelledby="choose-password" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="choose-password" className="text-lg font-semibold text-slate-900">
        Alterar password
      </h2>
      <p className="mt-1 text-sm text-slate-600">Em «Password atual», escreva a password que recebeu por email.</p>
      <form onSubmit={handleSubmit} noValidate className="mt-4 space-y-4">
        <FormAlert message={error} />
        <ChangePasswordFields form={form} onChange={setForm} />
        <Button type="submit" disabled={saving || done} className="w-full sm:w-auto">
          {saving || done ? "A guardar..." : "Guardar password"}
        </Button>
      </form>
    </section>
  );
}
