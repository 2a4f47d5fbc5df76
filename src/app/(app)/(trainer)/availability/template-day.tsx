import { useId } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { LessonTrainerSelect } from "./lesson-trainer-select";
import type { LessonTrainers } from "./lesson-trainers";

/**
 * One editable interval of the weekly template; `key` is the screen's own, for React; `capacity`:
 * its lessons' places ('Lugares', 1 to 12); `trainer_id`: who gives them (a new row: none yet,
 * the acting trainer).
 */
export type TemplateRow = { key: number; weekday: number; start_time: string; end_time: string; capacity: number; trainer_id?: number };

type TemplateDayProps = {
  name: string;
  rows: TemplateRow[];
  disabled: boolean;
  /** 'Treinador' on each interval, when there is a choice (docs/rules.md, "Each lesson's trainer"); null: none shown. */
  trainers: LessonTrainers | null;
  /** The signed-in trainer: an interval's trainer until another is chosen. */
  selfId: number;
  onAdd: () => void;
  onChange: (key: number, change: Partial<Pick<TemplateRow, "start_time" | "end_time" | "capacity" | "trainer_id">>) => void;
  onRemove: (key: number) => void;
};

/** A weekday of the template: its intervals (start and end), added and removed one by one. */
export function TemplateDay({ name, rows, disabled, trainers, selfId, onAdd, onChange, onRemove }: TemplateDayProps) {
  const nameId = useId();
  return (
    <div role="group" aria-labelledby={nameId} className="min-w-0 rounded-xl border border-slate-200 p-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id={nameId} className="text-sm font-semibold text-slate-900">
          {name}
        </h3>
        <Button type="button" variant="ghost" className="min-h-9 px-2 text-brand-700" disabled={disabled} aria-label={`Adicionar intervalo a ${name}`} onClick={onAdd}>
          + Adicionar
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">Sem aulas.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {rows.map((row, index) => {
            const label = `${name}, intervalo ${index + 1}`;
            return (
              <li key={row.key} aria-label={label} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_4rem_auto] items-end gap-2">
                <TextField
                  label="Início"
                  aria-label={`${label}: hora de início`}
                  type="time"
                  className="min-w-0"
                  value={row.start_time}
                  disabled={disabled}
                  onChange={(event) => onChange(row.key, { start_time: event.target.value })}
                />
                <TextField
                  label="Fim"
                  aria-label={`${label}: hora de fim`}
                  type="time"
                  className="min-w-0"
                  value={row.end_time}
                  disabled={disabled}
                  onChange={(event) => onChange(row.key, { end_time: event.target.value })}
                />
                <TextField
                  label="Lugares"
                  aria-label={`${label}: lugares`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={12}
                  className="min-w-0"
                  value={Number.isNaN(row.capacity) ? "" : row.capacity}
                  disabled={disabled}
                  onChange={(event) => onChange(row.key, { capacity: event.target.valueAsNumber })}
                />
                <Button
                  type="button"
                  variant="secondary"
                  className="w-10 px-0 text-red-700"
                  disabled={disabled}
                  aria-label={`Remover ${label}`}
                  onClick={() => onRemove(row.key)}
                  title="Remover"
                >
                  <span aria-hidden="true">✕</span>
                </Button>
                {trainers && (
                  <div className="col-span-4">
                    <LessonTrainerSelect
                      trainers={trainers}
                      value={row.trainer_id ?? selfId}
                      disabled={disabled}
                      ariaLabel={`${label}: treinador`}
                      onChange={(trainerId) => onChange(row.key, { trainer_id: trainerId })}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
