import { beforeEach, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as requestReset } from "@/app/api/auth/request-password-reset/route";
import { db } from "@/server/db";
import { deliverDueEmails } from "@/server/mail/mail-outbox";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";
import { mailServerOfThisFile } from "../../../test/mail-server";

const SAME_ANSWER = { message: "Se o email existir na nossa base de dados, receberá uma nova senha por email." };
const smtp = mailServerOfThisFile();

beforeEach(async () => {
  await db.rateLimitHit.deleteMany();
});

const askReset = (email: string) => callRoute(requestReset, { body: { email } });
const signIn = (password: string) => callRoute(login, { body: { email: "aluno@ace.pt", password } });

async function resetMail() {
  await deliverDueEmails();
  const mail = await smtp.waitForMessage((message) => message.to === "aluno@ace.pt");
  const password = mail.text.match(/^\s{4}(\S+)$/m)?.[1];
  return { mail, password: password! };
}

describe("POST /api/auth/request-password-reset (integration)", () => {
  it("emails a new password over SMTP; the old one works until the new one is used", async () => {
    await db.setting.create({ data: { key: "email_signature", value: "Até breve,\nClube ACE" } });
    await createUser({ name: "Ana Lopes", email: "aluno@ace.pt", password: "antiga1" });

    const response = await askReset("ALUNO@ace.pt");
    expect(response.status).toBe(200);
    expect(response.json).toEqual(SAME_ANSWER);

    const { mail, password } = await resetMail();
    expect(mail.subject).toBe("ACE - Nova password");
    expect(mail.text).toContain("Olá Ana Lopes,");
    expect(mail.text).toContain("Até breve,\nClube ACE");
    expect(password).toMatch(/^[A-Za-z0-9]{14}$/);

    expect((await signIn("antiga1")).status).toBe(200);
    expect((await signIn(password)).status).toBe(200);
    // Once used, the emailed password is the password.
    expect((await signIn("antiga1")).status).toBe(401);
    expect((await signIn(password)).status).toBe(200);
  });

  it("answers the same for an unknown email and sends nothing", async () => {
    const response = await askReset("ninguem@ace.pt");
    expect(response.status).toBe(200);
    expect(response.json).toEqual(SAME_ANSWER);
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it("sends nothing to a pending or inactive account", async () => {
    await createUser({ email: "pendente@ace.pt", approved: false });
    await createUser({ email: "inativo@ace.pt", isActive: false });
    expect((await askReset("pendente@ace.pt")).json).toEqual(SAME_ANSWER);
    expect((await askReset("inativo@ace.pt")).json).toEqual(SAME_ANSWER);
    expect(await db.outboxEmail.count()).toBe(0);
  });

  it("lets the emailed password expire after 24 hours", async () => {
    const member = await createUser({ email: "aluno@ace.pt", password: "antiga1" });
    await askReset("aluno@ace.pt");
    const { password } = await resetMail();
    await db.passwordReset.update({
      where: { userId: member.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await signIn(password)).status).toBe(401);
    expect((await signIn("antiga1")).status).toBe(200);
  });

  it("rate-limits requests for one email", async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await askReset("alvo@ace.pt")).status).toBe(200);
    }
    const limited = await askReset("alvo@ace.pt");
    expect(limited.status).toBe(429);
    expect(limited.json.error).toBe("Demasiadas tentativas. Aguarde alguns minutos e tente novamente.");
  });

  it("answers 400 in Portuguese for a malformed email", async () => {
    const response = await askReset("sem-arroba");
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: "Introduza um email válido." });
  });
});
