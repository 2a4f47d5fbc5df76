import type { Metadata } from "next";
import { AuthCard } from "../auth-card";
import { LoginForm } from "./login-form";

export const metadata: Metadata = { title: "Entrar" };

export default function LoginPage() {
  return (
    <AuthCard title="Entrar" subtitle="Aceda à sua conta do ACE.">
      <LoginForm />
    </AuthCard>
  );
}
