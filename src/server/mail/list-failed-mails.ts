import { db } from "@/server/db";

/**
 * The mail the outbox gave up on after its days of retries (deliver-outbox.ts), newest first, for
 * the trainer: who, what about, how often tried, the last error. Never the body.
 */
export async function listFailedMails() {
  const rows = await db.outboxEmail.findMany({
    where: { failedAt: { not: null } },
    select: { id: true, to: true, subject: true, attempts: true, lastError: true, createdAt: true },
    orderBy: [{ failedAt: "desc" }, { id: "desc" }],
  });
  return {
    mails: rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      attempts: row.attempts,
      last_error: row.lastError,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
