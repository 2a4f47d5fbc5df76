import { Prisma } from "@/generated/prisma/client";
import { db, type Tx } from "@/server/db";
import { newMessageId, sendMail, SEND_TIMEOUT_MS } from "@/server/mail/mail-transport";
import { openMailText, UnreadableMailError } from "@/server/mail/sealed-text";

// Delivers due outbox mail, one mail per transaction (docs/architecture.md, "Mail"). The row
// stays locked (FOR UPDATE SKIP LOCKED) while it is sent, so another instance skips it however
// slow the mail server is, and a crash mid-send releases it: each mail goes out once, no lease
// to outlive. A failure is retried with backoff for RETRY_WINDOW_MS; a mail that still fails then
// is marked failed and listed for the trainer (list-failed-mails.ts). Sent or failed, the body is
// dropped: it may hold a password. Every attempt carries the Message-ID the mail was written with:
// a mail sent again after the server's answer was lost is the same message, not a second one. A
// body that holds a password waits encrypted and is opened here, just before it is sent; one that
// does not open (another AUTH_SECRET, a changed row) fails at once, listed for the trainer.

/** Mails per round, so a worker's tick ends and the pruning gets its turn. */
const PER_ROUND = 20;
/** A mail is tried for at least this long after it was written. */
export const RETRY_WINDOW_MS = 3 * 24 * 3_600_000;

type DueEmail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  text_encrypted: boolean;
  message_id: string | null;
  attempts: number;
  last_chance: boolean;
};

/** `at`: the instant to deliver as of (tests move it); by default the database's clock. */
export async function deliverDueEmails({ at }: { at?: Date } = {}): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (let round = 0; round < PER_ROUND; round++) {
    const outcome = await deliverNextEmail(at ?? null);
    if (outcome === "none") break;
    if (outcome === "sent") sent++;
    else failed++;
  }
  return { sent, failed };
}

async function deliverNextEmail(at: Date | null): Promise<"sent" | "failed" | "none"> {
  const clock = Prisma.sql`coalesce(${at}::timestamptz, now())`;
  return db.$transaction(
    async (tx) => {
      const [email] = await tx.$queryRaw<DueEmail[]>`
        SELECT id, "to", subject, text, text_encrypted, message_id, attempts,
          created_at <= ${clock} - make_interval(secs => ${RETRY_WINDOW_MS / 1000}) AS last_chance
        FROM outbox_emails
        WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ${clock}
        ORDER BY id LIMIT 1
        FOR UPDATE SKIP LOCKED`;
      if (!email) return "none";
      // Written before Message-IDs were kept (an older row, a restored backup): one from now on.
      const messageId = email.message_id ?? newMessageId();
      if (!email.message_id) await tx.$executeRaw`UPDATE outbox_emails SET message_id = ${messageId} WHERE id = ${email.id}`;
      try {
        const text = email.text_encrypted ? openMailText(email.text, email.to) : email.text;
        await sendMail({ to: email.to, subject: email.subject, text, messageId });
      } catch (error) {
        // Unreadable now, unreadable on every retry: given up at once.
        await recordFailure(tx, error instanceof UnreadableMailError ? { ...email, last_chance: true } : email, clock, error);
        return "failed";
      }
      await tx.$executeRaw`
        UPDATE outbox_emails SET sent_at = ${clock}, text = NULL, attempts = attempts + 1, last_error = NULL
        WHERE id = ${email.id}`;
      return "sent";
    },
    // The send happens inside: the transaction outlasts the longest send mail-transport.ts allows.
    { timeout: SEND_TIMEOUT_MS + 60_000 },
  );
}

async function recordFailure(tx: Tx, email: DueEmail, clock: Prisma.Sql, error: unknown): Promise<void> {
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  if (email.last_chance) {
    await tx.$executeRaw`
      UPDATE outbox_emails SET failed_at = ${clock}, text = NULL, attempts = attempts + 1, last_error = ${lastError}
      WHERE id = ${email.id}`;
    return;
  }
  const delaySeconds = retryDelayMs(email.attempts + 1) / 1000;
  await tx.$executeRaw`
    UPDATE outbox_emails
    SET attempts = attempts + 1, last_error = ${lastError}, next_attempt_at = ${clock} + make_interval(secs => ${delaySeconds})
    WHERE id = ${email.id}`;
}

/** 30 s, 1 min, 2 min, ... capped at one hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);
}
