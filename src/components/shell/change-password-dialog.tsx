"use client";

import { useState, type FormEvent } from "react";
import { apiFetch } from "@/lib/api-client";
import { ChangePasswordFields, EMPTY_PASSWORD_CHANGE } from "@/components/forms/change-password-fields";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";

type ChangePasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Alterar password' from the user menu: current, new and confirmation. */
export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const [form, setForm] = useState(EMPTY_PASSWORD_CHANGE);
  const { error, saving, invalid, run, clearError } = useFormSubmission("Erro ao alterar password");

  function handleOpenChange(next: boolean) {
    if (!next) {
      setForm(EMPTY_PASSWORD_CHANGE);
      clearError();
    }
    onOpenChange(next);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { changePasswordFormSchema } = await import("@/lib/validations/auth");
    const parsed = changePasswordFormSchema.safeParse(form);
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? "Erro ao alterar password");
    await run(async () => {
      const { currentPassword, newPassword } = parsed.data;
      await apiFetch("/auth/change-password", { method: "POST", body: { currentPassword, newPassword } });
      toast.success("Password alterada com sucesso!");
      handleOpenChange(false);
    });
  }

  return (
    <Modal
      open={open}
      onOpenChange={handleOpenChange}
      title="Alterar password"
      description="Introduza a password atual e a nova password."
      showDescription
    >
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <FormAlert message={error} />
        <ChangePasswordFields form={form} onChange={setForm} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => handleOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? "A guardar..." : "Alterar password"}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
