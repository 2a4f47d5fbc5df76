import { useId } from "react";
import { INPUT_CLASS } from "@/components/ui/input-class";
import type { LessonTrainers } from "./lesson-trainers";

type LessonTrainerSelectProps = {
  trainers: LessonTrainers;
  /** The chosen trainer's id. */
  value: number;
  disabled?: boolean;
  /** The accessible name, when the visible 'Treinador' needs more (a template entry's). */
  ariaLabel?: string;
  onChange: (trainerId: number) => void;
};

/** 'Treinador': the active trainers, and the chosen one when it has been turned off since (the server then refuses it). */
export function LessonTrainerSelect({ trainers, value, disabled = false, ariaLabel, onChange }: LessonTrainerSelectProps) {
  const id = useId();
  const options = trainers.filter((trainer) => trainer.active || trainer.id === value);
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        Treinador
      </label>
      <select id={id} aria-label={ariaLabel} value={value} disabled={disabled} onChange={(event) => onChange(Number(event.target.value))} className={INPUT_CLASS}>
        {options.map((trainer) => (
          <option key={trainer.id} value={trainer.id}>
            {trainer.active ? trainer.name : `${trainer.name} (desativado)`}
          </option>
        ))}
      </select>
    </div>
  );
}
