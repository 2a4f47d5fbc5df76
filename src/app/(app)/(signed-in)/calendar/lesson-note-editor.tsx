"use client";

import { useId } from "react";
import { TRAINER_NOTE_MAX } from "@/lib/training-record";
import { Button } from "@/components/ui/button";
import { TextareaField } from "@/components/ui/textarea-field";

type LessonNoteEditorProps = {
  draft: string;
  onDraftChange: (draft: string) => void;
  saving: boolean;
  /** The note itself is being saved (not a mark above it). */
  savingNote: boolean;
  onSave: () => void;
  onClose: () => void;
};

/**
 * The note for the owner of a marked lesson, being written. Loaded when the trainer first opens
 * it, not with the calendar (see lesson-attendance.tsx).
 */
export function LessonNoteEditor({ draft, onDraftChange, saving, savingNote, onSave, onClose }: LessonNoteEditorProps) {
  const hintId = useId();
  return (
    <div className="space-y-2">
      <TextareaField
        aria-describedby={hintId}
        label="Nota para o dono (opcional)"
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        maxLength={TRAINER_NOTE_MAX}
        placeholder="O que trabalharam, o que praticar em casa."
        autoFocus
        rows={3}
      />
      {/* docs/rules.md, "The training record": the owner is told of a lesson's first note. */}
      <p id={hintId} className="text-xs text-slate-500">
        O dono é avisado da primeira nota desta aula, com um link para o registo de treino.
      </p>
      <div className="flex gap-2">
        <Button type="button" onClick={onSave} disabled={saving} busy={savingNote} className="flex-1">
          Guardar nota
        </Button>
        <Button type="button" variant="secondary" onClick={onClose} disabled={saving}>
          Fechar
        </Button>
      </div>
    </div>
  );
}
