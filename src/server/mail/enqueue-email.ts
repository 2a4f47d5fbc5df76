import { Prisma } from "@/generated/prisma/client";
import type { SqlTx } from "@/server/db";
import { newMessageId } from "@/server/mail/mail-transport";
import { sealMailText } from "@/server/mail/sealed-text";
import { SETTING_DEFAULTS } from "@/server/settings/setting-defaults";

export type NewMail = {
  to: string;
  subject: string;
  body: string;
  /** The member the mail names when it goes to someone else: erasing them deletes it, unsent. */
  about?: number;
  /**
   * The body holds a secret (an emailed password): it waits encrypted (sealed-text.ts). Other
   * bodies say what the database holds in clear anyway (names, lessons, amounts).
   */
  holdsSecret?: boolean;
  /** false: the mail ends with its own sign-off (a message the trainer wrote), not the club's `email_signature`. */
  signed?: boolean;
};

/**
 * Records a mail in the outbox. Pass the transaction of the change that causes the mail, so the
 * mail exists exactly when the change does; the outbox worker delivers it, with the Message-ID
 * made here on every attempt. Only notify() (src/server/notices/notify.ts) calls it: every
 * message to a person is a notice (docs/rules.md, "Notices"; src/server/notices/one-door.test.ts).
 */
export async function enqueueEmail(client: SqlTx, mail: NewMail): Promise<void> {
  await enqueueEmails(client, [mail]);
}

/**
 * Records many mails at once (a message to members): one read of the signature and one insert,
 * whatever their number, so two hundred mails cost what one does.
 */
export async function enqueueEmails(client: SqlTx, mails: readonly NewMail[]): Promise<void> {
  if (mails.length === 0) return;
  await client.$executeRaw`${await emailsInsert(client, mails)}`;
}

/**
 * The insert of these mails into the outbox: a statement to run alone, or in another's WITH
 * (notify.ts writes a notice's mails and pushes, and the change it tells of, in one). A sealed
 * mail's signature is read first: it is sealed with the body; any other reads it inside the insert.
 */
export async function emailsInsert(client: SqlTx, mails: readonly NewMail[]): Promise<Prisma.Sql> {
  const sealed = mails.some((mail) => mail.holdsSecret);
  const signature = sealed ? await emailSignature(client) : null;
  const rows = mails.map((mail) => {
    const signed = mail.signed !== false;
    const body = signed ? `${mail.body.trim()}\n\n` : `${mail.body.trim()}\n`;
    return {
      to: mail.to,
      subject: mail.subject,
      text: mail.holdsSecret ? sealMailText(signed ? `${body}${signature}\n` : body, mail.to) : body,
      sealed: mail.holdsSecret ?? false,
      signed,
      messageId: newMessageId(),
      about: mail.about ?? null,
    };
  });
  return Prisma.sql`
    INSERT INTO outbox_emails ("to", subject, text, text_encrypted, message_id, about_user_id)
    SELECT m.to, m.subject,
           CASE WHEN m.sealed OR NOT m.signed THEN m.text
                ELSE m.text || coalesce((SELECT value FROM settings WHERE key = 'email_signature'), ${SETTING_DEFAULTS.email_signature}) || E'\n' END,
           m.sealed, m.message_id, m.about
    FROM unnest(${rows.map((mail) => mail.to)}::text[], ${rows.map((mail) => mail.subject)}::text[],
                ${rows.map((mail) => mail.text)}::text[], ${rows.map((mail) => mail.sealed)}::boolean[],
                ${rows.map((mail) => mail.messageId)}::text[], ${rows.map((mail) => mail.about)}::int[],
                ${rows.map((mail) => mail.signed)}::boolean[])
         AS m("to", subject, text, sealed, message_id, about, signed)`;
}

async function emailSignature(client: SqlTx): Promise<string> {
  const [row] = await client.$queryRaw<{ value: string }[]>`SELECT value FROM settings WHERE key = 'email_signature'`;
  return row?.value ?? SETTING_DEFAULTS.email_signature;
}
