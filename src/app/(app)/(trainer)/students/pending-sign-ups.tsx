"use client";

import { useState } from "react";
import { countLabel, plural } from "@/lib/plural";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { MemberCard, MemberList } from "./member-card";
import { rejectSignUps, type Member } from "./member-api";

type PendingSignUpsProps = {
  pending: readonly Member[];
  /** One sign-up, or the selected ones: the approval dialog opens for them. */
  onApprove: (members: readonly Member[]) => void;
  onReject: (member: Member) => void;
  /** After a rejection of several, done or refused: the lists are read again. */
  onRejected: () => void;
};

const CHECKBOX_CLASS = "h-5 w-5 accent-brand-600";

export const bulkRejectQuestion = (count: number) =>
  plural(count, {
    one: "Tem a certeza de que quer rejeitar o pedido de registo selecionado? A conta pendente é removida.",
    other: `Tem a certeza de que quer rejeitar os ${count} pedidos de registo selecionados? As contas pendentes são removidas.`,
  });

/**
 * 'Pedidos Pendentes': sign-ups waiting for the trainer, each with Aprovar and Rejeitar; with two
 * or more, a selection approves (in one category) or rejects several with one dialog and one
 * request (all or none).
 */
export function PendingSignUps({ pending, onApprove, onReject, onRejected }: PendingSignUpsProps) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const rejection = useFormSubmission("Erro ao rejeitar pedidos de registo");
  // What was selected and is still listed (a reload drops the decided ones).
  const chosen = pending.filter((member) => selected.has(member.id));
  const allChosen = pending.length > 0 && chosen.length === pending.length;
  const selectable = pending.length >= 2;

  function toggle(id: number, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function closeConfirmation() {
    setConfirming(false);
    rejection.clearError();
  }

  async function rejectChosen() {
    await rejection.run(async () => {
      const result = await rejectSignUps(chosen.map((member) => member.id));
      toast.success(result.message);
      setSelected(new Set());
      setConfirming(false);
    });
    // Rejected, or refused because one was decided meanwhile (409): the lists are read again, and
    // a selection still open counts only what is still pending.
    onRejected();
  }

  return (
    <>
      {/* Above the cards' h3 names (the approved tab has its groups' h2). */}
      <h2 className="sr-only">Pedidos Pendentes</h2>
      {selectable && (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white px-4 py-2 shadow-sm">
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              className={CHECKBOX_CLASS}
              checked={allChosen}
              ref={(box) => {
                if (box) box.indeterminate = chosen.length > 0 && !allChosen;
              }}
              onChange={(event) => setSelected(event.target.checked ? new Set(pending.map((member) => member.id)) : new Set())}
            />
            Selecionar todos
          </label>
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            <Button type="button" className="flex-1 sm:flex-none" disabled={chosen.length === 0} onClick={() => onApprove(chosen)}>
              Aprovar selecionados ({chosen.length})
            </Button>
            <Button
              type="button"
              variant="secondary"
              className="flex-1 text-red-700 sm:flex-none"
              disabled={chosen.length === 0}
              onClick={() => setConfirming(true)}
            >
              Rejeitar selecionados ({chosen.length})
            </Button>
          </div>
        </div>
      )}
      <MemberList members={pending} empty="Não há pedidos de registo pendentes.">
        {(member) => (
          <MemberCard
            key={member.id}
            member={member}
            leading={
              selectable && (
                <label className="-mt-2.5 -ml-2.5 flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center">
                  <input
                    type="checkbox"
                    className={CHECKBOX_CLASS}
                    aria-label={`Selecionar ${member.name}`}
                    checked={selected.has(member.id)}
                    onChange={(event) => toggle(member.id, event.target.checked)}
                  />
                </label>
              )
            }
            actions={
              <>
                <Button type="button" onClick={() => onApprove([member])}>
                  Aprovar
                </Button>
                <Button type="button" variant="secondary" className="text-red-700" onClick={() => onReject(member)}>
                  Rejeitar
                </Button>
              </>
            }
          />
        )}
      </MemberList>
      <ConfirmDialog
        open={confirming && chosen.length > 0}
        onOpenChange={(open) => !open && closeConfirmation()}
        title="Rejeitar pedidos de registo"
        message={bulkRejectQuestion(chosen.length)}
        confirmLabel={`Rejeitar ${countLabel(chosen.length, { one: "pedido", other: "pedidos" })}`}
        busyLabel="A rejeitar..."
        busy={rejection.saving}
        destructive
        error={rejection.error}
        onConfirm={() => void rejectChosen()}
      />
    </>
  );
}
