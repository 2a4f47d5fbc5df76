"use client";

import { useEffect, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { clubToday } from "@/lib/club-time";
import { loadWhileCurrent } from "@/lib/load-while-current";
import type { MemberLessonJson } from "@/lib/member-page-json";
import { countLabel, plural } from "@/lib/plural";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { toast } from "@/components/toast";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormAlert } from "@/components/ui/form-alert";
import { Modal } from "@/components/ui/modal";
import { LessonTimeLine } from "./[id]/lesson-time-line";
import { loadMemberPage, setMemberActive, type Member } from "./member-api";

type DeactivateMemberDialogProps = {
  /** The member to turn off: the dialog is open while it is shown. */
  member: Member;
  onClose: () => void;
  /** After the deactivation, with the account as it now is. */
  onDeactivated: (member: Member) => void;
};

/**
 * 'Desativar' asks first (docs/rules.md, "Accounts"): it names the member's lessons to come, which
 * the deactivation cancels (the member is told by mail, each freed lesson offered to its waiting list).
 */
export function DeactivateMemberDialog({ member, onClose, onDeactivated }: DeactivateMemberDialogProps) {
  const [lessons, setLessons] = useState<MemberLessonJson[] | null>(null);
  const submission = useFormSubmission("Erro ao desativar a conta");
  const { fail } = submission;

  useEffect(
    () => loadWhileCurrent(loadMemberPage(member.id), (page) => setLessons(page.upcoming_lessons), (failure) => fail(errorMessage(failure, "Erro ao carregar as aulas do aluno"))),
    // Loaded once per member (the parents mount the dialog for one).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [member.id],
  );

  async function handleConfirm() {
    if (lessons === null) return;
    await submission.run(async () => {
      const result = await setMemberActive(member.id, false);
      toast.success(result.message);
      onClose();
      if (result.student) onDeactivated(result.student);
    });
  }

  const close = () => !submission.saving && onClose();
  const today = clubToday();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title="Desativar conta"
      description={`Desativar a conta de ${member.name}? Deixa de poder iniciar sessão até a conta voltar a ser ativada.`}
      showDescription
    >
      <div className="space-y-4 text-sm text-slate-700">
        <FormAlert message={submission.error} />
        {lessons === null ? (
          !submission.error && <p role="status">A carregar as aulas marcadas...</p>
        ) : lessons.length === 0 ? (
          <p>Não tem aulas marcadas.</p>
        ) : (
          <div className="space-y-2">
            <p>
              {plural(lessons.length, {
                one: "A aula marcada é cancelada; o aluno é avisado por email e a vaga é oferecida à lista de espera:",
                other: `As ${countLabel(lessons.length, { one: "aula marcada", other: "aulas marcadas" })} são canceladas; o aluno é avisado por email e cada vaga é oferecida à lista de espera:`,
              })}
            </p>
            <ul aria-label="Aulas a cancelar" className="max-h-60 divide-y divide-slate-200 overflow-y-auto rounded-xl border border-slate-200">
              {lessons.map((lesson) => (
                <li key={lesson.id} className="px-3 py-2">
                  <LessonTimeLine lesson={lesson} today={today} />
                  <p className="text-slate-600">{lesson.animal_name}</p>
                </li>
              ))}
            </ul>
          </div>
        )}
        <DialogActions
          busy={submission.saving}
          // The action cancels lessons: 'Cancelar' beside it would read as part of it.
          backLabel="Voltar"
          onBack={close}
          label={lessons && lessons.length > 0 ? `Desativar e cancelar ${countLabel(lessons.length, { one: "aula", other: "aulas" })}` : "Desativar"}
          busyLabel="A desativar..."
          variant="danger"
          disabled={lessons === null}
          onAction={handleConfirm}
        />
      </div>
    </Modal>
  );
}
