import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { requirePageUser } from "@/server/auth/page-session";
import { ChoosePasswordForm } from "./choose-password-form";

export const metadata: Metadata = { title: "Escolher password" };

/**
 * Where a member who signed in with a password ACE mailed them is sent, from any screen, until
 * they choose their own (page-session.ts); then home. Nobody else needs it: home.
 */
export default async function ChoosePasswordPage() {
  const user = await requirePageUser();
  if (!user.mustChangePassword) redirect("/");
  return (
    <div className="mx-auto w-full max-w-lg space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Escolha a sua password</h1>
        <p className="mt-2 text-slate-700">
          Escolha uma password sua: a que recebeu por email serve só para entrar desta vez.
        </p>
      </header>
      <ChoosePasswordForm />
    </div>
  );
}
