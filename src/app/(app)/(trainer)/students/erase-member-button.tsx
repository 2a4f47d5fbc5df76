"use client";

import { useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";
import { eraseMemberData, loadMember, type Member } from "./member-api";

type EraseMemberButtonProps = { member: Member; onUpdated: (member: Member) => void };

const GOES = [
  "o nome e o email (passam a um identificador anónimo)",
  "a password e qualquer pedido de recuperação",
  "os nomes e as observações dos animais",
  "as observações das marcações",
];
const STAYS = ["as aulas e os pagamentos, anónimos, para as contas e as estatísticas do clube"];

/** 'Apagar dados pessoais' of a deactivated member: says what goes and what stays, then erases. */
export function EraseMemberButton({ member, onUpdated }: EraseMemberButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleConfirm() {
    setErasing(true);
    setError(null);
    try {
      const result = await eraseMemberData(member.id);
      toast.success(result.message);
      setConfirming(false);
      onUpdated(await loadMember(member.id));
    } catch (failure) {
      const message = errorMessage(failure, "Erro ao apagar os dados pessoais");
      setError(message);
      toast.error(message);
    } finally {
      setErasing(false);
    }
  }

  return (
    <div className="flex flex-col gap-2 rounded-xl border border-red-200 bg-red-50/50 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700">Apagar os dados pessoais deste aluno (RGPD). Não pode ser desfeito.</p>
      <Button type="button" variant="danger" className="shrink-0 whitespace-nowrap" onClick={() => setConfirming(true)}>
        Apagar dados pessoais
      </Button>
      <Modal
        open={confirming}
        onOpenChange={(next) => !erasing && setConfirming(next)}
        title="Apagar dados pessoais"
        description={`Apagar os dados pessoais de ${member.name}? Esta ação não pode ser desfeita e a conta não poderá voltar a ser ativada.`}
        showDescription
      >
        <div className="space-y-4 text-sm text-slate-700">
          <div>
            <p className="font-semibold text-slate-900">Apagado:</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">{GOES.map((item) => <li key={item}>{item}</li>)}</ul>
          </div>
          <div>
            <p className="font-semibold text-slate-900">Fica:</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">{STAYS.map((item) => <li key={item}>{item}</li>)}</ul>
          </div>
          <FormAlert message={error} />
          <DialogActions
            busy={erasing}
            onBack={() => setConfirming(false)}
            label="Apagar dados pessoais"
            busyLabel="A apagar..."
            variant="danger"
            onAction={handleConfirm}
          />
        </div>
      </Modal>
    </div>
  );
}
