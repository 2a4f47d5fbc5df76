import http from "node:http";
import type { AddressInfo } from "node:net";
import { startSmtpServer, type ReceivedMail } from "../../test/smtp-server";

// The app's SMTP_URL points at a real SMTP server in the Playwright runner's process. Test
// workers are other processes, so they read the mail over a small HTTP endpoint on loopback:
// GET /mail?to=<address>&subject=<subject>&timeoutMs=<n> answers the first mail to that address
// (with that exact subject, when given), waiting for it.

export type MailJson = { to: string; from: string; subject: string; text: string };

export type Mailbox = { smtpUrl: string; url: string; close: () => Promise<void> };

export async function startMailbox(): Promise<Mailbox> {
  const smtp = await startSmtpServer();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://mailbox");
    const to = url.searchParams.get("to")?.toLowerCase();
    if (request.method !== "GET" || url.pathname !== "/mail" || !to) {
      response.writeHead(404).end();
      return;
    }
    const subject = url.searchParams.get("subject");
    const timeoutMs = Number(url.searchParams.get("timeoutMs") ?? 20_000);
    smtp
      .waitForMessage((mail) => addressedTo(mail, to) && (subject === null || mail.subject === subject), timeoutMs)
      .then((mail) => answer(response, 200, toJson(mail)))
      .catch((error: unknown) => answer(response, 404, { error: error instanceof Error ? error.message : String(error) }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    smtpUrl: smtp.url,
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await smtp.close();
    },
  };
}

function addressedTo(mail: ReceivedMail, address: string): boolean {
  return mail.to.toLowerCase() === address || mail.recipients.some((rcpt) => rcpt.toLowerCase() === address);
}

function toJson(mail: ReceivedMail): MailJson {
  return { to: mail.to, from: mail.from, subject: mail.subject, text: mail.text };
}

function answer(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}
