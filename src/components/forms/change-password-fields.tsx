"use client";

import { PasswordField } from "@/components/ui/password-field";

// The three fields of a password change (current, new, confirmation), shared by the user menu's
// dialog, the account page and the screen after a mailed password; their submit is
// use-password-change.ts, each form keeping its own failure text (docs/rules.md, "Screens").

export const EMPTY_PASSWORD_CHANGE = { currentPassword: "", newPassword: "", confirmPassword: "" };
export type PasswordChangeForm = typeof EMPTY_PASSWORD_CHANGE;

export function ChangePasswordFields({ form, onChange }: { form: PasswordChangeForm; onChange: (form: PasswordChangeForm) => void }) {
  const update = (field: keyof PasswordChangeForm) => (event: { target: { value: string } }) => onChange({ ...form, [field]: event.target.value });
  return (
    <>
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
    </>
  );
}
