import { Prisma } from "@/generated/prisma/client";
import { config } from "@/server/config";
import type { SqlTx } from "@/server/db";
import { emailsInsert } from "@/server/mail/enqueue-email";
import { pushesInsert } from "@/server/push/enqueue-push";
import { oneLine } from "@/server/notices/written-text";

// The one way a person is told about a change (docs/rules.md, "Notices"). Each notice is written
// in the transaction of the change that causes it, so it exists exactly when the change does.
// It goes by mail, and as a push to every device the member turned notifications on for
// (src/server/push/), unless the notice is for the mail only: the same notice in both, each with
// its own outbox. Every line of it is put on one line (written-text.ts): a name stored with a
// line break cannot add a line of its own.

/** Who is told: an account of the club. */
export type Recipient = { id: number; name: string; email: string };

/** What they are told, in every channel's terms. */
export type Notice = {
  /** Short: a push's title, the mail's subject after 'ACE - '. */
  title: string;
  /** Where the notice leads in the app: a path ('/calendar?view=day&date=2026-11-24'). */
  url: string;
  /** The mail's lines between the greeting and the link. */
  mail: readonly string[];
  /**
   * false: the mail ends without 'Abrir no ACE: <link>' (its own lines name the way into the
   * app, with absoluteUrl, or it needs none).
   */
  linkLine?: boolean;
  /** The member the notice names, when told to someone else: erasing them deletes it unsent. */
  about?: number;
  /**
   * false: the mail ends with the words it quotes, which carry their writer's own sign-off (a
   * message of the trainer's), not with the club's `email_signature` after them: one sign-off.
   */
  signed?: false;
} & (
  | {
      /** One sentence: a push's text. */
      body: string;
      push?: true;
      holdsSecret?: never;
    }
  | {
      /** By mail only: a password, or what is too long for a phone's notification. */
      push: false;
      /** The mail holds a secret (a password): it waits sealed in the outbox (src/server/mail/sealed-text.ts). */
      holdsSecret?: boolean;
      body?: never;
    }
);

export async function notify(tx: SqlTx, recipient: Recipient, notice: Notice): Promise<void> {
  await notifyAll(tx, [recipient], notice);
}

/**
 * The same notice to many people (a message to members): each gets their own mail, greeted by
 * name, and a push on each of their devices, written in one statement however many they are.
 */
export async function notifyAll(tx: SqlTx, recipients: readonly Recipient[], notice: Notice): Promise<void> {
  if (recipients.length === 0) return;
  const [statement, ...before] = await noticeInserts(tx, recipients, notice);
  await tx.$executeRaw`${withStatements(before, statement)}`;
}

/**
 * `statement` with the notice written by it: one round trip for a change and its notice (a
 * booking: the insert and its confirmation). Written in the statement's transaction, the notice
 * exists exactly when the change does; `notice` null: the statement alone.
 */
export async function withNotice(tx: SqlTx, recipients: readonly Recipient[], notice: Notice | null, statement: Prisma.Sql): Promise<Prisma.Sql> {
  if (!notice || recipients.length === 0) return statement;
  return withStatements(await noticeInserts(tx, recipients, notice), statement);
}

/** The notice's inserts: into the mail outbox, and the push outbox unless it goes by mail only. */
async function noticeInserts(tx: SqlTx, recipients: readonly Recipient[], notice: Notice): Promise<Prisma.Sql[]> {
  const title = oneLine(notice.title);
  const link = notice.linkLine === false ? [] : ["", `Abrir no ACE: ${absoluteUrl(notice.url)}`];
  const lines = [...notice.mail.map(oneLine), ...link];
  const mails = await emailsInsert(
    tx,
    recipients.map((recipient) => ({
      to: recipient.email,
      subject: `ACE - ${title}`,
      body: [`Olá ${oneLine(recipient.name)},`, "", ...lines].join("\n"),
      about: notice.about,
      holdsSecret: notice.holdsSecret,
      signed: notice.signed,
    })),
  );
  if (notice.push === false) return [mails];
  return [mails, pushesInsert(recipients.map((recipient) => recipient.id), { title, body: oneLine(notice.body), url: notice.url }, { about: notice.about })];
}

/** `last` run with `before` as data-modifying WITH queries: PostgreSQL runs each once, in one statement. */
function withStatements(before: readonly Prisma.Sql[], last: Prisma.Sql): Prisma.Sql {
  if (before.length === 0) return last;
  return Prisma.sql`WITH ${Prisma.join(before.map((statement, index) => Prisma.sql`${Prisma.raw(`notice_${index}`)} AS (${statement})`))} ${last}`;
}

/** A path of the app as a link that works from a mail (the configured public address). */
export function absoluteUrl(path: string): string {
  return `${config().appUrl}${path}`;
}
