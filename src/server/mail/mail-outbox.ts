import type { Tx } from "@/server/db";
import { clubReplyTo } from "@/server/mail/club-reply-to";
import { newMessageId, sendMail, SEND_TIMEOUT_MS, UnconfirmedSendError } from "@/server/mail/mail-transport";
import { openMailText, UnreadableMailError } from "@/server/mail/sealed-text";
import { deliverDue } from "@/server/outbox/deliver-due";
import type { ClaimedRow, OutboxChannel } from "@/server/outbox/outbox-channel";

// Mail as an outbox channel (src/server/outbox/, docs/architecture.md, "Mail"): a few mails at
// once per process, retried for 3 days, then failed and listed for the trainer
// (list-failed-mails.ts). Every attempt carries the Message-ID the mail was written with: a mail
// sent again after the server's answer was lost is the same message, not a second one. Such a
// send (UnconfirmedSendError: handed over, then no answer) may have arrived, so it is sent again
// once at most: a second one gives the mail up, however many failures before the data come
// between. Every mail carries the club's Reply-To (club-reply-to.ts), read once per round. A
// body that holds a password waits sealed and is opened here, just before it is sent; one that
// does not open (another AUTH_SECRET, a changed row) fails at once, listed for the trainer.

type DueEmail = ClaimedRow & {
  to: string;
  subject: string;
  text: string;
  text_encrypted: boolean;
  message_id: string | null;
  /** Earlier attempts that handed the mail over and got no answer. */
  unconfirmed_sends: number;
};

/** What every send of a round shares: the club's Reply-To. */
type MailRound = { replyTo: string | null };

export const mailOutbox: OutboxChannel<DueEmail, MailRound> = {
  name: "mail",
  table: "outbox_emails",
  claim: { columns: `o."to", o.subject, o.text, o.text_encrypted, o.message_id, o.unconfirmed_sends` },
  retry: { firstDelayMs: 30_000, maxDelayMs: 3_600_000, windowMs: 3 * 24 * 3_600_000 },
  keptDays: { sent: 30, failed: 90 },
  // A server silent after one mail's data holds that send for its timeout (mail-transport.ts),
  // not the mail behind it. Each send holds a pool connection meanwhile: a few, not the pool.
  parallelSends: 3,
  sendTimeoutMs: () => SEND_TIMEOUT_MS,
  startRound: async () => ({ replyTo: await clubReplyTo() }),
  send: sendEmail,
  // Unreadable now, unreadable on every retry: given up at once. Handed over unanswered a second
  // time: a third copy is not sent.
  failsForGood: (error, email) =>
    error instanceof UnreadableMailError || (error instanceof UnconfirmedSendError && email.unconfirmed_sends >= 1),
};

async function sendEmail(tx: Tx, email: DueEmail, { replyTo }: MailRound): Promise<"sent"> {
  // Written before Message-IDs were kept (an older row, a restored backup): one from now on.
  const messageId = email.message_id ?? newMessageId();
  if (!email.message_id) await tx.$executeRaw`UPDATE outbox_emails SET message_id = ${messageId} WHERE id = ${email.id}`;
  const text = email.text_encrypted ? openMailText(email.text, email.to) : email.text;
  try {
    await sendMail({ to: email.to, subject: email.subject, text, messageId, replyTo });
  } catch (error) {
    if (error instanceof UnconfirmedSendError) {
      await tx.$executeRaw`UPDATE outbox_emails SET unconfirmed_sends = unconfirmed_sends + 1 WHERE id = ${email.id}`;
    }
    throw error;
  }
  return "sent";
}

/** One round of a delivery of its own (tests; two calls at once are two instances). */
export async function deliverDueEmails(options: { at?: Date } = {}): Promise<{ sent: number; failed: number }> {
  const { sent, failed } = await deliverDue(mailOutbox, options);
  return { sent, failed };
}
