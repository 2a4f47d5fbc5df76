"use client";

import { useState, type FormEvent } from "react";
import { countLabel } from "@/lib/plural";
import { afterAnswer, useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";
import { approveSignUp, approveSignUps, type Member, type SignUpCategory } from "./member-api";

const CHOICES: readonly { value: SignUpCategory; label: string; description: string }[] = [
  { value: "student", label: "Aluno Regular", description: "Regista animais e marca aulas." },
  { value: "external", label: "Aluno Externo", description: "Regista animais e marca aulas; vê as aulas dos outros como privadas." },
  { value: "guest", label: "Convidado", description: "Só consulta o calendário e a meteorologia." },
];

type ApproveSignUpDialogProps = {
  /** The sign-ups being approved (one, or those selected); empty when the dialog is closed. */
  members: readonly Member[];
  onClose: () => void;
  /** After an approval, and after a refusal of several (the list is read again). */
  onApproved: () => void;
};

/**
 * Approves one sign-up, or several at once (all or none), as a regular student, an external
 * student or a guest.
 */
export function ApproveSignUpDialog({ members, onClose, onApproved }: ApproveSignUpDialogProps) {
  const [category, setCategory] = useState<SignUpCategory>("student");
  const { error, saving, invalid, run, clearError } = useFormSubmission("Erro ao aprovar aluno");
  const several = members.length > 1;

  function close() {
    if (saving) return;
    setCategory("student");
    clearError();
    onClose();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (members.length === 0) return;
    const ids = members.map((member) => member.id);
    const { approveStudentBodySchema, approveStudentsBodySchema } = await import("@/lib/validations/members");
    const parsed = several
      ? approveStudentsBodySchema.safeParse({ ids, category })
      : approveStudentBodySchema.safeParse({ student_id: ids[0], approved: true, student_category: category });
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? "Erro ao aprovar aluno");
    await run(async () => {
      // Several: approved, or refused because one was decided meanwhile: the lists are read again.
      const result = several ? await afterAnswer(approveSignUps(ids, category), onApproved) : await approveSignUp(ids[0], category);
      toast.success(result.message || "Aluno aprovado com sucesso!");
      setCategory("student");
      onClose();
      if (!several) onApproved();
    });
  }

  return (
    <Modal
      open={members.length > 0}
      onOpenChange={(open) => !open && close()}
      title={several ? "Aprovar pedidos de registo" : "Aprovar Aluno"}
      description={several ? `Escolha como os ${members.length} pedidos selecionados entram no clube.` : members[0] ? `Escolha como ${members[0].name} entra no clube.` : ""}
      showDescription
    >
      <form onSubmit={handleSubmit} className="space-y-4">
        <FormAlert message={error} />
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-slate-700">Categoria</legend>
          {CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 hover:border-brand-200 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="student_category"
                value={choice.value}
                checked={category === choice.value}
                onChange={() => setCategory(choice.value)}
                aria-label={choice.label}
                aria-describedby={`approve-choice-${choice.value}`}
                className="mt-1 accent-brand-600"
              />
              <span>
                <span className="block text-sm font-semibold text-slate-900">{choice.label}</span>
                <span id={`approve-choice-${choice.value}`} className="block text-sm text-slate-600">
                  {choice.description}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <DialogActions
          busy={saving}
          onBack={close}
          label={several ? `Aprovar ${countLabel(members.length, { one: "pedido", other: "pedidos" })}` : "Aprovar"}
          busyLabel="A aprovar..."
        />
      </form>
    </Modal>
  );
}
