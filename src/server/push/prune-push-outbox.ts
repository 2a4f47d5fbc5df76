import { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";

// Sent or given-up pushes keep no payload (deliver-push-outbox.ts); their rows stay a week, to
// answer "did it go out?", then go.
export const PUSHES_KEPT_DAYS = 7;

/** `at`: the instant to prune as of (tests move it); by default the database's clock. */
export async function prunePushOutbox({ at }: { at?: Date } = {}): Promise<number> {
  const clock = Prisma.sql`coalesce(${at ?? null}::timestamptz, now())`;
  return db.$executeRaw`
    DELETE FROM outbox_pushes
    WHERE sent_at < ${clock} - make_interval(days => ${PUSHES_KEPT_DAYS})
       OR failed_at < ${clock} - make_interval(days => ${PUSHES_KEPT_DAYS})`;
}
