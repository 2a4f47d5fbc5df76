import { chmod, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { config } from "@/server/config";

export type OutgoingMail = { to: string; subject: string; text: string };

// SMTP when SMTP_URL is set; otherwise (the demo) each message becomes an .eml file in the data
// folder, readable with any mail client.

let transporter: Transporter | undefined;

export async function sendMail(mail: OutgoingMail): Promise<void> {
  const { smtpUrl, mailFrom, dataDir } = config();
  const message = { from: mailFrom, to: mail.to, subject: mail.subject, text: mail.text };
  if (smtpUrl) {
    transporter ??= nodemailer.createTransport(smtpUrl);
    await transporter.sendMail(message);
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
