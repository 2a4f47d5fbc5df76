"use client";

import { useState } from "react";
import { AuthCard } from "../auth-card";
import { RegisterForm } from "./register-form";
import { RegistrationSuccess } from "./registration-success";

/** The sign-up form, then the success panel once the account is created (pending approval). */
export function RegisterScreen() {
  const [successMessage, setSuccessMessage] = useState<string | null>(null);

  if (successMessage !== null) return <RegistrationSuccess message={successMessage} />;
  return (
    <AuthCard title="Criar conta" subtitle="Registe-se para marcar aulas com os seus animais.">
      <RegisterForm onRegistered={setSuccessMessage} />
    </AuthCard>
  );
}
