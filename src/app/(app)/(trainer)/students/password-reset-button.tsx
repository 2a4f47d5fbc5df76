"use client";

import { useState } from "react";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Modal } from "@/components/ui/modal";
import { KeyIcon } from "@/components/ui/icons/key-icon";
import { resetMemberPassword, type Member } from "./member-api";

type PasswordResetButtonProps = { member: Member; onError: (failure: unknown) => void };

/** 'Redefinir Password': asks first, then the server generates and emails a new password. */
export function PasswordResetButton({ member, onError }: PasswordResetButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [done, setDone] = useState(false);

  async function handleConfirm() {
    setResetting(true);
    try {
      const result = await resetMemberPassword(member.id);
      toast.success(result.message || "Password do aluno redefinida com sucesso!");
      setConfirming(false);
      setDone(true);
    } catch (failure) {
      setConfirming(false);
      onError(failure);
    } finally {
      setResetting(false);
    }
  }

  return (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600">Gerar uma nova password e enviá-la ao aluno por email.</p>
      <Button type="button" variant="secondary" className="shrink-0 whitespace-nowrap" onClick={() => setConfirming(true)}>
        <KeyIcon className="h-4 w-4" />
        Redefinir password
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Redefinir Password"
        message={`Tem a certeza de que pretende redefinir a password de ${member.name}? Uma nova password será gerada e enviada por email.`}
        confirmLabel="Redefinir password"
        busyLabel="A redefinir..."
        busy={resetting}
        onConfirm={handleConfirm}
      />
      <Modal
        open={done}
        onOpenChange={setDone}
        title="Password Redefinida"
        description={`Foi gerada uma nova password para ${member.name} e enviada para ${member.email}. As sessões abertas com a password anterior foram terminadas.`}
        showDescription
      >
        <div className="flex justify-end">
          <Button type="button" onClick={() => setDone(false)}>
            OK
          </Button>
        </div>
      </Modal>
    </div>
  );
}
