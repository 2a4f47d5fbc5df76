import { handlerName } from "@/lib/household-json";
import { plural } from "@/lib/plural";
import type { StandingLessonJson } from "@/lib/standing-lesson-json";
import { weeklyMomentLabel } from "@/lib/standing-lesson-labels";
import type { TemplateEntry } from "@/lib/validations/availability-template";
import type { SavedTemplateJson } from "@/lib/weekly-template-json";
import { replaceWeeklyTemplateIn, templateLeftovers, weeklyTemplate } from "@/server/availability/weekly-template";
import { db } from "@/server/db";
import { bookingSettings } from "@/server/settings/club-settings";
import { standingLessonJsonSelect, toStandingLessonJson } from "@/server/standing-lessons/standing-lesson-json";
import { templateOpensAt } from "@/server/standing-lessons/template-opens-at";
import { lessonTrainerIds } from "@/server/trainers/lesson-trainer";
import type { Viewer } from "@/server/viewer";

/**
 * PUT /availability/template (docs/rules.md, "Weekly template" and "Standing lessons"): the whole
 * pattern replaced, and the trainer told what it leaves out: the standing lessons whose hour it no
 * longer opens (read in the save's transaction, so they are the ones of this pattern), and the
 * minutes at the end of each range that is not a whole number of lessons. Nothing is refused for
 * either: the trainer decides (move the standing lesson, or the range).
 */
export async function saveWeeklyTemplate(viewer: Viewer, given: TemplateEntry[]): Promise<SavedTemplateJson> {
  // Each entry's trainer: the one named (an active trainer or assistant, else 400), or the acting trainer.
  const trainerIds = await lessonTrainerIds(viewer, given.map((entry) => entry.trainer_id));
  const entries = given.map((entry, index) => ({ ...entry, trainer_id: trainerIds[index] }));
  const { lessonMinutes } = await bookingSettings();
  const standing = await db.$transaction(async (tx) => {
    await replaceWeeklyTemplateIn(tx, entries);
    return tx.standingLesson.findMany({ select: standingLessonJsonSelect, orderBy: [{ weekday: "asc" }, { startTime: "asc" }] });
  });
  const saved = await weeklyTemplate();
  const withoutHour = standing
    .filter((lesson) => !templateOpensAt(entries, lessonMinutes, lesson.weekday, lesson.startTime))
    .map((lesson) => toStandingLessonJson(lesson, { templateOpens: false }));
  const leftovers = templateLeftovers(saved.entries, lessonMinutes);
  return {
    message: ["Horário semanal guardado.", withoutHourMessage(withoutHour), ...leftovers.map((leftover) => leftover.message)].filter(Boolean).join(" "),
    entries: saved.entries,
    leftovers,
    standing_without_hour: withoutHour,
  };
}

/** 'Esta aula fixa fica sem hora no horário semanal e não é marcada: Ana Silva com Rex, à segunda-feira às 18:00.' */
function withoutHourMessage(lessons: StandingLessonJson[]): string {
  if (lessons.length === 0) return "";
  const named = lessons.map(
    (lesson) => `${handlerName(lesson.user_name, lesson.dependant)} com ${lesson.animal_name}, ${weeklyMomentLabel(lesson.weekday, lesson.start_time)}`,
  );
  return `${plural(lessons.length, {
    one: "Esta aula fixa fica sem hora no horário semanal e não é marcada ao aplicá-lo",
    other: `Estas ${lessons.length} aulas fixas ficam sem hora no horário semanal e não são marcadas ao aplicá-lo`,
  })}: ${named.join("; ")}.`;
}
