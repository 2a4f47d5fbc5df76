"use client";

import { useState, type FormEvent } from "react";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";
import { approveSignUp, type Member, type SignUpCategory } from "./member-api";

const CHOICES: readonly { value: SignUpCategory; label: string; description: string }[] = [
  { value: "student", label: "Aluno Regular", description: "Regista animais e marca aulas." },
  { value: "external", label: "Aluno Externo", description: "Regista animais e marca aulas; vê as aulas dos outros como privadas." },
  { value: "guest", label: "Convidado", description: "Só consulta o calendário e a meteorologia." },
];

type ApproveSignUpDialogProps = {
  /** The sign-up being approved; null when the dialog is closed. */
  member: Member | null;
  onClose: () => void;
  onApproved: () => void;
};

/** Approves a sign-up as a regular student, an external student or a guest. */
export function ApproveSignUpDialog({ member, onClose, onApproved }: ApproveSignUpDialogProps) {
  const [category, setCategory] = useState<SignUpCategory>("student");
  const { error, saving, invalid, run, clearError } = useFormSubmission("Erro ao aprovar aluno");

  function close() {
    if (saving) return;
    setCategory("student");
    clearError();
    onClose();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!member) return;
    const { approveStudentBodySchema } = await import("@/lib/validations/members");
    const parsed = approveStudentBodySchema.safeParse({ student_id: member.id, approved: true, student_category: category });
    if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? "Erro ao aprovar aluno");
    await run(async () => {
      const result = await approveSignUp(member.id, category);
      toast.success(result.message || "Aluno aprovado com sucesso!");
      setCategory("student");
      onClose();
      onApproved();
    });
  }

  return (
    <Modal
      open={member !== null}
      onOpenChange={(open) => !open && close()}
      title="Aprovar Aluno"
      description={member ? `Escolha como ${member.name} entra no clube.` : ""}
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
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" disabled={saving} onClick={close}>
            Cancelar
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? "A aprovar..." : "Aprovar"}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
