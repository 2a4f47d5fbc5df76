import type { BroadcastAudience } from "@/lib/broadcast-json";
import type { SqlTx } from "@/server/db";
import { notifyAll, type Recipient } from "@/server/notices/notify";

// A message the trainer wrote to the members (docs/rules.md, "Messages to members"): a closed
// field, a seminar, new fees. The subject is the mail's subject ('ACE - Campo fechado') and the
// push's title; the mail says who wrote to whom and quotes the text as written, line by line. The
// trainer signs it as they like: the club's signature is not added after it (one sign-off), and
// members' answers go to the club's Reply-To (src/server/mail/club-reply-to.ts).

/** Who the mail says it was written to. */
const WRITTEN_TO: Record<BroadcastAudience, string> = {
  all: "a todos os membros do clube",
  student: "aos alunos do clube",
  external: "aos alunos externos do clube",
};

/**
 * Tells each member once, by mail and by push on the devices they turned on. Call it in the
 * transaction that records the message, so every notice exists exactly when the record does.
 */
export async function noticeMemberMessage(
  tx: SqlTx,
  members: readonly Recipient[],
  { subject, message, audience }: { subject: string; message: string; audience: BroadcastAudience },
): Promise<void> {
  const lines = message.split("\n");
  await notifyAll(tx, members, {
    title: subject,
    body: message.replace(/\s*\n\s*/g, " "), // a phone's notification is one paragraph
    url: "/",
    mail: [
      `O treinador escreveu ${WRITTEN_TO[audience]}:`,
      "",
      // In «», so the club's words read apart from ACE's own around them; otherwise as written.
      ...lines.map((line, index) => `${index === 0 ? "«" : ""}${line}${index === lines.length - 1 ? "»" : ""}`),
    ],
    linkLine: false,
    signed: false,
  });
}
