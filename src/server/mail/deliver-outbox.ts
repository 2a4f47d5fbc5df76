import { db } from "@/server/db";
import { sendMail } from "@/server/mail/mail-transport";

// Delivers due outbox mail. Rows are claimed with FOR UPDATE SKIP LOCKED plus a lease, so
// several app instances never send the same message twice; a failure is retried with backoff,
// so a mail server that is down delays mail but loses none.

const BATCH = 20;
const LEASE_SECONDS = 120;
export const MAX_ATTEMPTS = 12;

type ClaimedEmail = { id: number; to: string; subject: string; text: string; attempts: number };

export async function deliverDueEmails(): Promise<{ sent: number; failed: number }> {
  const claimed = await db.$queryRaw<ClaimedEmail[]>`
    UPDATE outbox_emails SET locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
    WHERE id IN (
      SELECT id FROM outbox_emails
      WHERE sent_at IS NULL AND attempts < ${MAX_ATTEMPTS} AND next_attempt_at <= now()
        AND (locked_until IS NULL OR locked_until < now())
      ORDER BY id LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, "to", subject, text, attempts`;

  let sent = 0;
  let failed = 0;
  for (const email of claimed) {
    try {
      await sendMail(email);
      await db.outboxEmail.update({
        where: { id: email.id },
        data: { sentAt: new Date(), attempts: { increment: 1 }, lockedUntil: null, lastError: null },
      });
      sent++;
    } catch (error) {
      failed++;
      await db.outboxEmail.update({
        where: { id: email.id },
        data: {
          attempts: { increment: 1 },
          lockedUntil: null,
          lastError: error instanceof Error ? error.message.slice(0, 1000) : String(error),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(email.attempts + 1)),
        },
      });
    }
  }
  return { sent, failed };
}

/** 30 s, 1 min, 2 min, ... capped at one hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);
}
