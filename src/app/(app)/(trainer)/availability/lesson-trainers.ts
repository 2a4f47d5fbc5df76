import type { TrainerJson } from "@/lib/trainer-json";
import type { TemplateEntry } from "@/lib/validations/availability-template";

// Who gives the lessons (docs/rules.md, "Each lesson's trainer"), as the availability screen
// chooses it: the publishing form's and each weekly template interval's 'Treinador'.

/** The trainers one may choose among: the trainer and the assistants (GET /api/trainers, trainer first). */
export type LessonTrainers = Pick<TrainerJson, "id" | "name" | "active">[];

/** A template interval as the screen holds it: `trainer_id` left out on a new one (the acting trainer). */
type TemplateInterval = Pick<TemplateEntry, "weekday" | "start_time" | "end_time" | "capacity"> & { trainer_id?: number };

/** The choice is shown with more than one active trainer. */
export function choosesTrainer(trainers: LessonTrainers): boolean {
  return trainers.filter((trainer) => trainer.active).length > 1;
}

/**
 * Whether the template's intervals show 'Treinador': with more than one active trainer, or while
 * an interval is an assistant's who has been turned off since (the server refuses them until it is
 * given to someone else).
 */
export function templateChoosesTrainer(trainers: LessonTrainers, intervals: readonly TemplateInterval[]): boolean {
  const active = new Set(trainers.filter((trainer) => trainer.active).map((trainer) => trainer.id));
  return choosesTrainer(trainers) || intervals.some((interval) => interval.trainer_id !== undefined && !active.has(interval.trainer_id));
}

/** The entries a save sends: each keeps who gives its lessons (none named: the acting trainer). */
export function templateEntries(intervals: readonly TemplateInterval[]) {
  return intervals.map(({ weekday, start_time, end_time, capacity, trainer_id }) => ({
    weekday,
    start_time,
    end_time,
    capacity,
    ...(trainer_id === undefined ? {} : { trainer_id }),
  }));
}
