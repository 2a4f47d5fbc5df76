"use client";

import { useState, type FormEvent } from "react";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import { formatClub } from "@/lib/club-time";
import { AccountStatusSwitch } from "./account-status-switch";
import { EraseMemberButton } from "./erase-member-button";
import { PasswordResetButton } from "./password-reset-button";
import { changeMemberEmail, type Member } from "./member-api";

type MemberAccessProps = {
  member: Member;
  onUpdated: (member: Member) => void;
  /** After a deactivation: the member's lessons to come were cancelled. */
  onDeactivated: () => void;
};

/** The member page's 'Gestão de Acesso': email, password reset and account status. */
export function MemberAccess({ member, onUpdated, onDeactivated }: MemberAccessProps) {
  const [email, setEmail] = useState(member.email);
  const [error, setError] = useState<string | null>(null);
  const [savingEmail, setSavingEmail] = useState(false);

  function fail(failure: unknown, fallback: string) {
    const message = errorMessage(failure, fallback);
    setError(message);
    toast.error(message);
  }

  async function handleEmailSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { memberEmailBodySchema } = await import("@/lib/validations/members");
    const parsed = memberEmailBodySchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Erro ao atualizar email");
    setSavingEmail(true);
    setError(null);
    try {
      const result = await changeMemberEmail(member.id, parsed.data.email);
      toast.success(result.message || "Email do aluno atualizado com sucesso!");
      if (result.student) {
        setEmail(result.student.email);
        onUpdated(result.student);
      }
    } catch (failure) {
      fail(failure, "Erro ao atualizar email");
    } finally {
      setSavingEmail(false);
    }
  }

  if (member.erased_at) {
    return (
      <p role="note" className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
        Dados pessoais apagados em {formatClub(new Date(member.erased_at), "dd/MM/yyyy")}. A conta não pode voltar a ser
        ativada; as aulas e os pagamentos ficam, anónimos.
      </p>
    );
  }

  return (
    <section aria-labelledby="member-access" className="space-y-3">
      <h3 id="member-access" className="font-semibold text-slate-900">
        Gestão de Acesso
      </h3>
      <FormAlert message={error} />
      <form onSubmit={handleEmailSubmit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="flex-1"
        />
        <Button type="submit" variant="secondary" busy={savingEmail} busyLabel="A guardar...">
          Atualizar email
        </Button>
      </form>
      <PasswordResetButton member={member} onError={(failure) => fail(failure, "Erro ao redefinir password")} />
      <AccountStatusSwitch
        member={member}
        onUpdated={onUpdated}
        onError={(failure) => fail(failure, "Erro ao atualizar status")}
        onDeactivated={onDeactivated}
      />
      {!member.is_active && <EraseMemberButton member={member} onUpdated={onUpdated} />}
    </section>
  );
}
