import type { Tx } from "@/server/db";
import { newMessageId, sendMail, SEND_TIMEOUT_MS } from "@/server/mail/mail-transport";
import { openMailText, UnreadableMailError } from "@/server/mail/sealed-text";
import { deliverDue } from "@/server/outbox/deliver-due";
import type { ClaimedRow, OutboxChannel } from "@/server/outbox/outbox-channel";

// Mail as an outbox channel (src/server/outbox/, docs/architecture.md, "Mail"): one mail at a
// time per process, retried for 3 days, then failed and listed for the trainer
// (list-failed-mails.ts). Every attempt carries the Message-ID the mail was written with: a mail
// sent again after the server's answer was lost is the same message, not a second one. A body
// that holds a password waits sealed and is opened here, just before it is sent; one that does
// not open (another AUTH_SECRET, a changed row) fails at once, listed for the trainer.

type DueEmail = ClaimedRow & {
  to: string;
  subject: string;
  text: string;
  text_encrypted: boolean;
  message_id: string | null;
};

export const mailOutbox: OutboxChannel<DueEmail> = {
  name: "mail",
  table: "outbox_emails",
  claim: { columns: `o."to", o.subject, o.text, o.text_encrypted, o.message_id` },
  retry: { firstDelayMs: 30_000, maxDelayMs: 3_600_000, windowMs: 3 * 24 * 3_600_000 },
  keptDays: { sent: 30, failed: 90 },
  // Each send holds a pool connection for as long as the mail server takes (mail-transport.ts).
  parallelSends: 1,
  sendTimeoutMs: () => SEND_TIMEOUT_MS,
  send: sendEmail,
  // Unreadable now, unreadable on every retry: given up at once.
  failsForGood: (error) => error instanceof UnreadableMailError,
};

async function sendEmail(tx: Tx, email: DueEmail): Promise<"sent"> {
  // Written before Message-IDs were kept (an older row, a restored backup): one from now on.
  const messageId = email.message_id ?? newMessageId();
  if (!email.message_id) await tx.$executeRaw`UPDATE outbox_emails SET message_id = ${messageId} WHERE id = ${email.id}`;
  const text = email.text_encrypted ? openMailText(email.text, email.to) : email.text;
  await sendMail({ to: email.to, subject: email.subject, text, messageId });
  return "sent";
}

/** One round of a delivery of its own (tests; two calls at once are two instances). */
export async function deliverDueEmails(options: { at?: Date } = {}): Promise<{ sent: number; failed: number }> {
  const { sent, failed } = await deliverDue(mailOutbox, options);
  return { sent, failed };
}
