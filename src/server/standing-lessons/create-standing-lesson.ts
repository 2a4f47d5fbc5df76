import { Prisma } from "@/generated/prisma/client";
import { handlerName } from "@/lib/household-json";
import { weeklyMomentLabel } from "@/lib/standing-lesson-labels";
import type { CreateStandingLessonBody } from "@/lib/validations/standing-lessons";
import { ANIMAL_NOT_FOUND } from "@/server/animals/animal-json";
import { bookableByWhere } from "@/server/animals/may-book-with";
import { weeklyTemplate } from "@/server/availability/weekly-template";
import { WRONG_OWNER } from "@/server/bookings/book-slot";
import { db } from "@/server/db";
import { ConflictError, InvalidInputError, NotFoundError } from "@/server/errors";
import { bookingSettings } from "@/server/settings/club-settings";
import { standingLessonJsonSelect, toStandingLessonJson } from "@/server/standing-lessons/standing-lesson-json";
import { templateOpensAt } from "@/server/standing-lessons/template-opens-at";
import { ownDependant } from "@/server/household/own-dependant";

// docs/rules.md, "Standing lessons": the trainer gives a member a fixed weekly lesson.

export const MEMBER_NOT_FOUND = "Membro não encontrado.";
export const NOT_ACTIVE_MEMBER = "Só um aluno ou externo aprovado e ativo pode ter aulas fixas.";
export const ARCHIVED_ANIMAL = "Este animal foi arquivado: não pode ter aulas fixas.";
export const NOT_MEMBERS_DEPENDANT = "O dependente escolhido não pertence ao agregado deste membro.";
export const templateClosed = (weekday: number, startTime: string) =>
  `A grelha semanal não abre aulas ${weeklyMomentLabel(weekday, startTime)}.`;
type Holder = { user: { name: string }; animal: { name: string }; dependant: { name: string } | null };
const taken = (weekday: number, startTime: string, holder: Holder) =>
  `Já há uma aula fixa ${weeklyMomentLabel(weekday, startTime)}: ${handlerName(holder.user.name, holder.dependant)} com ${holder.animal.name}.`;

/**
 * POST /availability/standing: refused, and nothing changed, unless every rule holds. A
 * `dependant_id` must be the member's own dependant (docs/rules.md, "Households").
 */
export async function createStandingLesson(input: CreateStandingLessonBody) {
  const { user_id: userId, animal_id: animalId, dependant_id: dependantId, weekday, start_time: startTime } = input;
  const member = await db.user.findFirst({
    where: { id: userId, role: { notIn: ["trainer", "assistant"] } },
    select: { role: true, approvedAt: true, isActive: true, erasedAt: true },
  });
  if (!member) throw new NotFoundError(MEMBER_NOT_FOUND);
  if (member.role === "guest" || !member.approvedAt || !member.isActive || member.erasedAt) throw new InvalidInputError(NOT_ACTIVE_MEMBER);

  // The member may book with it: its owner or a handler (may-book-with.ts).
  const animal = await db.animal.findUnique({ where: { id: animalId }, select: { archivedAt: true } });
  if (!animal) throw new NotFoundError(ANIMAL_NOT_FOUND);
  const bookable = await db.animal.count({ where: { id: animalId, ...bookableByWhere(userId) } });
  if (bookable === 0) throw new InvalidInputError(WRONG_OWNER);
  if (animal.archivedAt) throw new InvalidInputError(ARCHIVED_ANIMAL);

  const [{ entries }, { lessonMinutes }] = await Promise.all([weeklyTemplate(), bookingSettings()]);
  if (!templateOpensAt(entries, lessonMinutes, weekday, startTime)) throw new InvalidInputError(templateClosed(weekday, startTime));

  const holderOf = () =>
    db.standingLesson.findUnique({
      where: { weekday_startTime: { weekday, startTime } },
      select: { user: { select: { name: true } }, animal: { select: { name: true } }, dependant: { select: { name: true } } },
    });
  const holder = await holderOf();
  if (holder) throw new ConflictError(taken(weekday, startTime, holder));

  try {
    // The dependant checked and the lesson created together: a removal waits, then ends it with them.
    const created = await db.$transaction(async (tx) => {
      if (dependantId !== undefined && !(await ownDependant(tx, dependantId, userId))) throw new InvalidInputError(NOT_MEMBERS_DEPENDANT);
      return tx.standingLesson.create({ data: { userId, animalId, dependantId, weekday, startTime }, select: standingLessonJsonSelect });
    });
    const lesson = toStandingLessonJson(created, { templateOpens: true }); // checked above
    return {
      message: `Aula fixa criada: ${handlerName(lesson.user_name, lesson.dependant)} com ${lesson.animal_name}, ${weeklyMomentLabel(weekday, startTime)}.`,
      standing_lesson: lesson,
    };
  } catch (error) {
    // Two at once for the same weekday and time: the unique index lets one in; the other is told who.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      const winner = await holderOf();
      if (winner) throw new ConflictError(taken(weekday, startTime, winner));
    }
    throw error;
  }
}
