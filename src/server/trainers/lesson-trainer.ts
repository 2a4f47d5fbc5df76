import { INVALID_LESSON_TRAINER } from "@/lib/validations/trainers";
import { db } from "@/server/db";
import { InvalidInputError } from "@/server/errors";
import { STAFF } from "@/server/trainers/trainer-scope";
import type { Viewer } from "@/server/viewer";

/**
 * Who gives the lessons being published (docs/rules.md, "Each lesson's trainer"): the trainer or
 * an active assistant named by `trainer_id`, else 400 and nothing is made; none named, the acting
 * trainer. Read before the publishing's transaction opens (no pool read inside it).
 */
export async function lessonTrainerIds(viewer: Viewer, named: readonly (number | undefined)[]): Promise<number[]> {
  const wanted = [...new Set(named.filter((id): id is number => id !== undefined))];
  if (wanted.length > 0) {
    const found = await db.user.count({ where: { id: { in: wanted }, ...STAFF, isActive: true, erasedAt: null } });
    if (found !== wanted.length) throw new InvalidInputError(INVALID_LESSON_TRAINER);
  }
  return named.map((id) => id ?? viewer.id);
}
