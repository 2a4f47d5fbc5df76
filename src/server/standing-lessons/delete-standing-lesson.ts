import { db } from "@/server/db";
import { NotFoundError } from "@/server/errors";

export const STANDING_LESSON_NOT_FOUND = "Aula fixa não encontrada.";

/** DELETE /availability/standing: the lessons it already booked stay (each is cancelled like any lesson). */
export async function deleteStandingLesson(id: number) {
  const { count } = await db.standingLesson.deleteMany({ where: { id } });
  if (count === 0) throw new NotFoundError(STANDING_LESSON_NOT_FOUND);
  return { message: "Aula fixa removida." };
}
