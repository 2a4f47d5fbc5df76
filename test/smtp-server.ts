import type { AddressInfo } from "node:net";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

// A real SMTP server on loopback for mail tests: the app sends through nodemailer exactly as in
// production (SMTP_URL), and tests read what arrived, parsed as a mail client would.

export type ReceivedMail = {
  /** The first address of the To header (else of the envelope), e.g. "aluno@ace.pt". */
  to: string;
  /** Every envelope recipient. */
  recipients: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  parsed: ParsedMail;
};

export type TestSmtpServer = {
  port: number;
  /** For SMTP_URL: smtp://127.0.0.1:<port> */
  url: string;
  /** Everything received so far, oldest first. */
  messages: ReceivedMail[];
  /** The first message received (already or later) that matches, or an error after the timeout. */
  waitForMessage: (predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

/** Starts the server on 127.0.0.1, on `port` or any free one (0). No TLS, no auth required. */
export async function startSmtpServer(options: { port?: number } = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<(mail: ReceivedMail) => void>();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 200, // a pooled client may hold its connection open: do not wait for it
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address);
          const mail: ReceivedMail = {
            to: firstAddress(parsed.to) ?? recipients[0] ?? "",
            recipients,
            from: firstAddress(parsed.from) ?? "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: parsed.html || null,
            parsed,
          };
          messages.push(mail);
          for (const notify of waiters) notify(mail);
          callback();
        })
        .catch(callback);
    },
  });

  // A client whose connection resets in the middle of a mail (an app instance a journey stops
  // while its outbox is sending) is the SMTP server's 'error' event, and unheard it throws in the
  // test's process, failing whichever test runs there. A mail server carries on: the mail was not
  // accepted, and the app's outbox sends it again. Anything but a reset is printed.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET" && error.code !== "EPIPE") console.error("[test smtp]", error);
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMessage(predicate = () => true, timeoutMs = 5000) {
      const already = messages.find(predicate);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const seen = messages.map((mail) => `${mail.to}: ${mail.subject}`).join("; ") || "none";
          reject(new Error(`No matching mail within ${timeoutMs} ms (received: ${seen}).`));
        }, timeoutMs);
        const waiter = (mail: ReceivedMail) => {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function firstAddress(field: AddressObject | AddressObject[] | undefined): string | undefined {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((group) => group.value).find((entry) => entry.address)?.address;
}
