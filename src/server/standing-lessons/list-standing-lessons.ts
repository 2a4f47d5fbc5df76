import { db } from "@/server/db";
import { standingLessonJsonSelect, toStandingLessonJson } from "@/server/standing-lessons/standing-lesson-json";

/** GET /availability/standing: every standing lesson, Monday first, each day in time order. */
export async function listStandingLessons() {
  const rows = await db.standingLesson.findMany({
    select: standingLessonJsonSelect,
    orderBy: [{ weekday: "asc" }, { startTime: "asc" }],
  });
  return { standing_lessons: rows.map(toStandingLessonJson) };
}
