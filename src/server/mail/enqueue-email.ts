import type { Tx } from "@/server/db";
import { getSetting } from "@/server/settings/get-setting";

/**
 * Records a mail in the outbox. Pass the transaction of the change that causes the mail, so the
 * mail exists exactly when the change does; the outbox worker delivers it.
 */
export async function enqueueEmail(
  client: Tx,
  mail: { to: string; subject: string; body: string },
): Promise<void> {
  const signature = await getSetting("email_signature");
  await client.outboxEmail.create({
    data: { to: mail.to, subject: mail.subject, text: `${mail.body.trim()}\n\n${signature}\n` },
  });
}

