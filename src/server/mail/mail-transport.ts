import { randomUUID } from "node:crypto";
import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { PassThrough } from "node:stream";
import nodemailer from "nodemailer";
import { config } from "@/server/config";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  /** The same on every attempt at one mail (newMessageId, when it was written). */
  messageId?: string;
  /** Where an answer goes: the club's (club-reply-to.ts); none, answers go to MAIL_FROM. */
  replyTo?: string | null;
};

// SMTP when SMTP_URL is set; otherwise (the demo) each message becomes an .eml file in the data
// folder, readable with any mail client.

/**
 * The outbox sends inside a transaction that holds the mail's row (mail-outbox.ts), so a send
 * is bounded: nodemailer's own limits (2 min to connect, 10 min of silence) would outlive it. A
 * server silent after the message's data holds one of the outbox's few sends for the 2 min, not
 * the others (mail-outbox.ts).
 */
const CONNECTION_TIMEOUT_MS = 30_000;
const GREETING_TIMEOUT_MS = 30_000;
const SOCKET_TIMEOUT_MS = 120_000;
export const SEND_TIMEOUT_MS = CONNECTION_TIMEOUT_MS + GREETING_TIMEOUT_MS + 2 * SOCKET_TIMEOUT_MS;

/**
 * The whole message went to the mail server and then no answer came (the connection failed or
 * timed out): the mail may have arrived. A failure before that (no connection, a refusal, an
 * answer) never delivered it.
 */
export class UnconfirmedSendError extends Error {
  constructor(cause: Error) {
    super(`No answer after the mail was handed over (it may have arrived): ${cause.message}`, { cause });
    this.name = "UnconfirmedSendError";
  }
}

/** nodemailer's codes for a connection that failed or went silent, as opposed to an answer of the server. */
const NO_ANSWER_CODES = new Set(["ETIMEDOUT", "ESOCKET", "ECONNECTION"]);

export async function sendMail(mail: OutgoingMail): Promise<void> {
  const { smtpUrl, mailFrom, dataDir } = config();
  const message = { from: mailFrom, to: mail.to, subject: mail.subject, text: mail.text, messageId: mail.messageId, replyTo: mail.replyTo ?? undefined };
  if (smtpUrl) {
    await sendBySmtp(smtpUrl, message);
    return;
  }
  const rendered = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(message);
  const folder = path.join(dataDir, "mail");
  // Owner only: these files hold emailed passwords.
  await mkdir(folder, { recursive: true, mode: 0o700 });
  await chmod(folder, 0o700);
  const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.to.replace(/[^a-z0-9@.-]/gi, "_")}.eml`;
  await writeFile(path.join(folder, name), rendered.message as Buffer, { mode: 0o600 });
}

/**
 * One connection per mail, as nodemailer's SMTP transport (not pooled) does anyway; the transport
 * of its own lets the mail's last stream tell when its bytes have all gone on to the server.
 */
async function sendBySmtp(smtpUrl: string, message: nodemailer.SendMailOptions): Promise<void> {
  let handedOver = false;
  const transporter = nodemailer.createTransport(withSendLimits(smtpUrl));
  transporter.use("stream", (mail, done) => {
    // The message's last stream: the connection reads it only once the server has said to send
    // the data (DATA), and it ends once all of it has gone on to the server.
    mail.message.processFunc((input) => {
      const last = new PassThrough().once("end", () => (handedOver = true));
      input.once("error", (error) => last.destroy(error));
      return input.pipe(last);
    });
    done();
  });
  try {
    await transporter.sendMail(message);
  } catch (error) {
    const { code, responseCode } = error as { code?: string; responseCode?: number };
    if (handedOver && code && NO_ANSWER_CODES.has(code) && !responseCode) throw new UnconfirmedSendError(error as Error);
    throw error;
  }
}

/**
 * A Message-ID for a new mail, '<random@domain of MAIL_FROM>' (as nodemailer makes them). Made
 * once and kept with the mail, so a mail sent again after the server's answer was lost is the
 * same message, which mail servers and clients drop as a duplicate, not a new one.
 */
export function newMessageId(): string {
  const address = config().mailFrom.match(/<([^>]+)>/)?.[1] ?? config().mailFrom;
  const domain = address.split("@").pop()?.trim().toLowerCase().replace(/[^a-z0-9.-]/g, "") || "ace.local";
  return `<${randomUUID()}@${domain}>`;
}

/**
 * The limits as the URL's query (nodemailer reads options from it; given an object with a `url`,
 * it keeps only the URL's). Limits the URL sets itself win.
 */
function withSendLimits(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const limits = { connectionTimeout: CONNECTION_TIMEOUT_MS, greetingTimeout: GREETING_TIMEOUT_MS, socketTimeout: SOCKET_TIMEOUT_MS };
  for (const [name, value] of Object.entries(limits)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(value));
  }
  return url.toString();
}
