import { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";

// Sent mail keeps no body (deliver-outbox.ts); its row stays a while so "did it go out?" can be
// answered, then goes. Failed mail stays longer: the trainer's list of it
// (list-failed-mails.ts) is how a mail that never arrived comes to light.

export const SENT_KEPT_DAYS = 30;
export const FAILED_KEPT_DAYS = 90;

/** `at`: the instant to prune as of (tests move it); by default the database's clock. */
export async function pruneOutbox({ at }: { at?: Date } = {}): Promise<number> {
  const clock = Prisma.sql`coalesce(${at ?? null}::timestamptz, now())`;
  return db.$executeRaw`
    DELETE FROM outbox_emails
    WHERE sent_at < ${clock} - make_interval(days => ${SENT_KEPT_DAYS})
       OR failed_at < ${clock} - make_interval(days => ${FAILED_KEPT_DAYS})`;
}
