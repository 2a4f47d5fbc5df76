import { weeklyTemplate } from "@/server/availability/weekly-template";
import { db } from "@/server/db";
import { bookingSettings } from "@/server/settings/club-settings";
import { standingLessonJsonSelect, toStandingLessonJson } from "@/server/standing-lessons/standing-lesson-json";
import { templateOpensAt } from "@/server/standing-lessons/template-opens-at";

/** GET /availability/standing: every standing lesson, Monday first, each day in time order, and whether the template opens its hour. */
export async function listStandingLessons() {
  const [rows, { entries }, { lessonMinutes }] = await Promise.all([
    db.standingLesson.findMany({ select: standingLessonJsonSelect, orderBy: [{ weekday: "asc" }, { startTime: "asc" }] }),
    weeklyTemplate(),
    bookingSettings(),
  ]);
  return {
    standing_lessons: rows.map((row) => toStandingLessonJson(row, { templateOpens: templateOpensAt(entries, lessonMinutes, row.weekday, row.startTime) })),
  };
}
