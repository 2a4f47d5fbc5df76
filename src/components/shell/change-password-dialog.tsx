"use client";

import { ChangePasswordFields } from "@/components/forms/change-password-fields";
import { usePasswordChange } from "@/components/forms/use-password-change";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";

type ChangePasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Alterar password' from the user menu: current, new and confirmation. */
export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const { form, setForm, error, saving, submit, reset } = usePasswordChange({
    failed: "Erro ao alterar password",
    onChanged: () => handleOpenChange(false),
  });

  function handleOpenChange(next: boolean) {
    if (!next) reset();
    onOpenChange(next);
  }

  return (
    <Modal
      open={open}
      onOpenChange={handleOpenChange}
      title="Alterar password"
      description="Introduza a password atual e a nova password."
      showDescription
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormAlert message={error} />
        <ChangePasswordFields form={form} onChange={setForm} />
        <DialogActions busy={saving} onBack={() => handleOpenChange(false)} label="Alterar password" busyLabel="A guardar..." />
      </form>
    </Modal>
  );
}
