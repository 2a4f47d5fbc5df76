import { e2eEnv } from "./accounts";
import type { MailJson } from "./mailbox-server";

/**
 * The first mail sent to `address` (already received or still to come). The app's outbox
 * worker delivers every few seconds, so the default wait leaves it several rounds.
 */
export async function waitForMail(address: string, timeoutMs = 20_000): Promise<MailJson> {
  const url = new URL("/mail", e2eEnv("mailboxUrl"));
  url.searchParams.set("to", address);
  url.searchParams.set("timeoutMs", String(timeoutMs));
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs + 5_000) });
  const body = (await response.json()) as MailJson | { error: string };
  if ("error" in body) throw new Error(`No mail to ${address}: ${body.error}`);
  return body;
}
