import { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";
import type { OutboxChannel } from "@/server/outbox/outbox-channel";

// A sent or given-up row keeps no body (deliver-due.ts); it stays a while, so "did it go out?" can
// be answered, then goes. How long is the channel's (failed mail stays longer: the trainer's
// list of it is how a mail that never arrived comes to light).

/** `at`: the instant to prune as of (tests move it); by default the database's clock. */
export async function pruneOutbox(channel: Pick<OutboxChannel, "table" | "keptDays">, { at }: { at?: Date } = {}): Promise<number> {
  const clock = Prisma.sql`coalesce(${at ?? null}::timestamptz, now())`;
  return db.$executeRaw`
    DELETE FROM ${Prisma.raw(channel.table)}
    WHERE sent_at < ${clock} - make_interval(days => ${channel.keptDays.sent})
       OR failed_at < ${clock} - make_interval(days => ${channel.keptDays.failed})`;
}
