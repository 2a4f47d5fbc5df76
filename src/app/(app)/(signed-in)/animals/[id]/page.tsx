import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { clubToday } from "@/lib/club-time";
import { animalIdSchema } from "@/lib/validations/animals";
import { listAnimalLessons } from "@/server/animals/list-animal-lessons";
import { requirePageUser } from "@/server/auth/page-session";
import { NotFoundError } from "@/server/errors";
import { AnimalTimeline } from "./animal-timeline";

export const metadata: Metadata = { title: "Registo de treino" };

/**
 * /animals/{id}: the animal's training record (docs/rules.md, "The training record"), its lessons
 * that have started, newest first, with the trainer's attendance and notes. For its owner and the
 * trainer; anyone else's animal, like an unknown one, is not found.
 */
export default async function AnimalPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await requirePageUser(["trainer", "student", "external"]);
  const id = animalIdSchema.safeParse((await params).id);
  if (!id.success) notFound();
  const timeline = await listAnimalLessons(user, id.data).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  return <AnimalTimeline timeline={timeline} today={clubToday()} trainer={user.role === "trainer"} />;
}
