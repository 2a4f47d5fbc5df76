"use client";

import { useState, type FormEvent } from "react";
import { ApiError, apiFetch } from "@/lib/api-client";
import { EMPTY_PASSWORD_CHANGE } from "@/components/forms/change-password-fields";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";

type PasswordChangeOptions = {
  /** The form's failure text: a check that failed without a message of its own, or a failed call. */
  failed: string;
  /** What a refusal of the server's (400) says instead of the server's words, where a screen has its own. */
  refused?: string;
  /** After 'Password alterada com sucesso!': close, empty the fields, or go home. */
  onChanged: () => void;
};

/**
 * The submit of the three password forms (the user menu's dialog, the account page, the screen
 * after a mailed password): the same checks and the same call; each screen keeps its own words
 * and what it does once the password is changed.
 */
export function usePasswordChange({ failed, refused, onChanged }: PasswordChangeOptions) {
  const [form, setForm] = useState(EMPTY_PASSWORD_CHANGE);
  const { error, saving, fail, invalid, run, clearError } = useFormSubmission(failed);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The schema loads inside `run`, so the button is busy meanwhile (docs/architecture.md, "Busy buttons").
    await run(async () => {
      const { changePasswordFormSchema } = await import("@/lib/validations/auth");
      const parsed = changePasswordFormSchema.safeParse(form);
      if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? failed);
      const { currentPassword, newPassword } = parsed.data;
      try {
        await apiFetch("/auth/change-password", { method: "POST", body: { currentPassword, newPassword } });
      } catch (failure) {
        // The form's own checks passed: what the server refuses is the current password.
        if (refused && failure instanceof ApiError && failure.status === 400) return fail(refused);
        throw failure;
      }
      toast.success("Password alterada com sucesso!");
      onChanged();
    });
  }

  /** Empty fields and no alert: the dialog closed, or the password was changed. */
  function reset() {
    setForm(EMPTY_PASSWORD_CHANGE);
    clearError();
  }

  return { form, setForm, error, saving, submit, reset };
}
