import { db } from "@/server/db";
import { NotFoundError } from "@/server/errors";
import { toTrainerJson, TRAINER_NOT_FOUND, trainerJsonSelect } from "@/server/trainers/trainer-scope";

/**
 * PUT /trainers/{id}: the trainer turns an assistant off and on. Turned off, they cannot sign in
 * and their sessions stop at once (a session is read with the account's `is_active`); the lessons
 * they give stay in the calendar under their name, and the trainer runs them. The trainer's own
 * account is not an assistant's: 404.
 */
export async function setAssistantActive(id: number, active: boolean) {
  const updated = await db.user.updateManyAndReturn({
    where: { id, role: "assistant", erasedAt: null },
    data: { isActive: active },
    select: trainerJsonSelect,
  });
  if (updated.length === 0) throw new NotFoundError(TRAINER_NOT_FOUND);
  return {
    message: active ? "Treinador assistente ativado." : "Treinador assistente desativado.",
    trainer: toTrainerJson(updated[0]),
  };
}
