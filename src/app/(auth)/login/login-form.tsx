"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { CHOOSE_PASSWORD_PATH } from "@/lib/account-paths";
import { apiFetch } from "@/lib/api-client";
import { forgetEverythingKept } from "@/lib/offline-lessons";
import { RETURN_PARAM, safeReturnPath } from "@/lib/return-path";
import { rememberShowChangelog } from "@/components/changelog/show-changelog-flag";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { AppLink } from "@/components/navigation/app-link";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { PasswordField } from "@/components/ui/password-field";
import { TextField } from "@/components/ui/text-field";

const REDIRECT_DELAY_MS = 100;

type LoginResponse = { showChangelog?: boolean; must_change_password?: boolean };

export function LoginForm() {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { error, saving, invalid, run } = useFormSubmission("Erro no login");
  // Signed in: the button stays busy until the next screen has replaced this one.
  const [signedIn, setSignedIn] = useState(false);

  // Whoever signs in here finds nothing kept of the last member, even when that session ended
  // without a logout (docs/rules.md, "On the phone").
  useEffect(() => {
    void forgetEverythingKept();
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { loginBodySchema } = await import("@/lib/validations/auth");
    const parsed = loginBodySchema.safeParse({ email, password });
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? "Erro no login");
    await run(async () => {
      const result = await apiFetch<LoginResponse>("/auth/login", { method: "POST", body: parsed.data });
      rememberShowChangelog(result.showChangelog === true);
      toast.success("Login efetuado com sucesso!");
      // The session cookie is set; refresh so the server components render signed in. A screen
      // that sent the visitor here to sign in (?voltar=) is where they go back to; signed in with
      // a mailed password, the form to choose their own (every screen would send them there).
      const asked = safeReturnPath(new URLSearchParams(window.location.search).get(RETURN_PARAM));
      const back = result.must_change_password ? CHOOSE_PASSWORD_PATH : asked;
      setSignedIn(true);
      window.setTimeout(() => {
        router.push(back);
        router.refresh();
      }, REDIRECT_DELAY_MS);
    });
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-4">
      <FormAlert message={error} />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex justify-end">
        <AppLink href="/forgot-password" className="inline-flex min-h-11 items-center rounded text-sm font-medium text-brand-700 hover:underline">
          Esqueceu-se da password?
        </AppLink>
      </div>
      <Button type="submit" busy={saving || signedIn} busyLabel="A entrar..." className="w-full">
        Entrar
      </Button>
      <p className="text-center text-sm text-slate-600">
        Ainda não tem conta?{" "}
        <AppLink href="/register" className="inline-flex min-h-11 items-center rounded font-medium text-brand-700 hover:underline">
          Registar-se
        </AppLink>
      </p>
    </form>
  );
}
