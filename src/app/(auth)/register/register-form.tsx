"use client";

import { useState, type FormEvent } from "react";
import { apiFetch } from "@/lib/api-client";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { AppLink } from "@/components/navigation/app-link";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordField } from "@/components/ui/password-field";
import { TextField } from "@/components/ui/text-field";

const EMPTY_FORM = { name: "", email: "", password: "", confirmPassword: "" };

export function RegisterForm({ onRegistered }: { onRegistered: (message: string) => void }) {
  const [form, setForm] = useState(EMPTY_FORM);
  const { error, saving: submitting, invalid, run } = useFormSubmission("Erro no registo");

  const update = (field: keyof typeof EMPTY_FORM) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { registerFormSchema } = await import("@/lib/validations/auth");
    const parsed = registerFormSchema.safeParse(form);
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? "Erro no registo");
    await run(async () => {
      const { name, email, password } = parsed.data;
      const result = await apiFetch<{ message?: string }>("/auth/register", {
        method: "POST",
        body: { name, email, password },
      });
      onRegistered(result.message ?? "");
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <FormAlert message={error} />
      <TextField label="Nome" name="name" autoComplete="name" required value={form.name} onChange={update("name")} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={form.email}
        onChange={update("email")}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        minLength={6}
        value={form.password}
        onChange={update("password")}
      />
      <PasswordField
        label="Confirmar password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={form.confirmPassword}
        onChange={update("confirmPassword")}
      />
      <Button type="submit" busy={submitting} busyLabel="A registar..." className="w-full">
        Registar
      </Button>
      <p className="text-center text-sm text-slate-600">
        Já tem conta?{" "}
        <AppLink href="/login" className="inline-flex min-h-11 items-center rounded font-medium text-brand-700 hover:underline">
          Entrar
        </AppLink>
      </p>
    </form>
  );
}
