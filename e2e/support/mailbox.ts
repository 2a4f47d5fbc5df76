import { e2eEnv } from "./accounts";
import type { MailJson } from "./mailbox-server";

type MailQuery = { subject?: string; timeoutMs?: number };

/**
 * The first mail sent to `address` (already received or still to come), with that subject when
 * one is given (a member may get several mails in one journey). The app's outbox worker
 * delivers every few seconds, so the default wait leaves it several rounds.
 */
export async function waitForMail(address: string, query: number | MailQuery = {}): Promise<MailJson> {
  const { subject, timeoutMs = 20_000 } = typeof query === "number" ? { timeoutMs: query } : query;
  const url = new URL("/mail", e2eEnv("mailboxUrl"));
  url.searchParams.set("to", address);
  if (subject !== undefined) url.searchParams.set("subject", subject);
  url.searchParams.set("timeoutMs", String(timeoutMs));
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs + 5_000) });
  const body = (await response.json()) as MailJson | { error: string };
  if ("error" in body) throw new Error(`No mail to ${address}${subject ? ` ('${subject}')` : ""}: ${body.error}`);
  return body;
}

/** The password a mail hands over ('A sua nova password é: ...'), as the member would copy it. */
export function passwordIn(mail: MailJson): string {
  const password = mail.text.match(/nova password é:\s+(\S+)/)?.[1];
  if (!password) throw new Error(`No password in the mail '${mail.subject}':\n${mail.text}`);
  return password;
}
