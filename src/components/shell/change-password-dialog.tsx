"use client";

import { useState, type FormEvent } from "react";
import { changePasswordFormSchema } from "@/lib/validations/auth";
import { apiFetch } from "@/lib/api-client";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";
import { PasswordField } from "@/components/ui/password-field";

const EMPTY_FORM = { currentPassword: "", newPassword: "", confirmPassword: "" };

type ChangePasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Alterar Password' from the user menu: current, new and confirmation. */
export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const [form, setForm] = useState(EMPTY_FORM);
  const { error, saving, invalid, run, clearError } = useFormSubmission("Erro ao alterar password");

  function handleOpenChange(next: boolean) {
    if (!next) {
      setForm(EMPTY_FORM);
      clearError();
    }
    onOpenChange(next);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = changePasswordFormSchema.safeParse(form);
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? "Erro ao alterar password");
    await run(async () => {
      const { currentPassword, newPassword } = parsed.data;
      await apiFetch("/auth/change-password", { method: "POST", body: { currentPassword, newPassword } });
      toast.success("Password alterada com sucesso!");
      handleOpenChange(false);
    });
  }

  const update = (field: keyof typeof EMPTY_FORM) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  return (
    <Modal
      open={open}
      onOpenChange={handleOpenChange}
      title="Alterar Password"
      description="Introduza a password atual e a nova password."
      showDescription
    >
      <form onSubmit={handleSubmit} noValidate className="space-y-4">
        <FormAlert message={error} />
        <PasswordField
          label="Password atual"
          name="currentPassword"
          autoComplete="current-password"
          required
          value={form.currentPassword}
          onChange={update("currentPassword")}
        />
        <PasswordField
          label="Nova password"
          name="newPassword"
          autoComplete="new-password"
          required
          minLength={6}
          value={form.newPassword}
          onChange={update("newPassword")}
        />
        <PasswordField
          label="Confirmar nova password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={form.confirmPassword}
          onChange={update("confirmPassword")}
        />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => handleOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? "A guardar..." : "Alterar Password"}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
