import { afterAll, beforeAll, beforeEach } from "vitest";
import { deliverDueEmails } from "@/server/mail/mail-outbox";
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from "./smtp-server";

// A Vitest file's mail server (test/smtp-server.ts), in one line: `const smtp = mailServerOfThisFile();`
// starts it before the file's tests and points the app's SMTP_URL at it, empties what it
// received before each test, and closes it after the file. Kept apart from smtp-server.ts, which
// the Playwright journeys load too (they run no Vitest hooks).

export type FileSmtpServer = Omit<TestSmtpServer, "close"> & {
  /** Sends what the outbox holds now, then the first mail to `to` whose subject starts with `subject`. */
  delivered: (to: string, subject: string) => Promise<ReceivedMail>;
};

export function mailServerOfThisFile(): FileSmtpServer {
  let server: TestSmtpServer | undefined;
  const started = () => {
    if (!server) throw new Error("The test mail server starts before the file's tests (mailServerOfThisFile at the file's top level).");
    return server;
  };
  beforeAll(async () => {
    server = await startSmtpServer();
    process.env.SMTP_URL = server.url;
  });
  beforeEach(() => {
    started().messages.length = 0;
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    get port() {
      return started().port;
    },
    get url() {
      return started().url;
    },
    get messages() {
      return started().messages;
    },
    waitForMessage: (predicate, timeoutMs) => started().waitForMessage(predicate, timeoutMs),
    delivered: async (to, subject) => {
      await deliverDueEmails();
      return started().waitForMessage((mail) => mail.to === to && mail.subject.startsWith(subject));
    },
  };
}
