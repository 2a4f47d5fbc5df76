import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { deliverDueEmails } from "@/server/mail/mail-outbox";
import { enqueueEmail } from "@/server/mail/enqueue-email";
import { startSmtpServer, type TestSmtpServer } from "../../../test/smtp-server";

// A mail server that is down delays mail but loses none, and never fails the user's action.

let smtp: TestSmtpServer;
let port: number;

beforeAll(async () => {
  const probe = await startSmtpServer();
  port = probe.port;
  await probe.close();
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
});
afterAll(async () => {
  await smtp?.close();
});

describe("outbox delivery (integration)", () => {
  it("keeps a message while the mail server is down and delivers it once it is back", async () => {
    await db.$transaction((tx) => enqueueEmail(tx, { to: "aluno@ace.pt", subject: "Olá", body: "Teste" }));

    expect(await deliverDueEmails()).toEqual({ sent: 0, failed: 1 });
    const waiting = await db.outboxEmail.findFirstOrThrow();
    expect(waiting).toMatchObject({ sentAt: null, attempts: 1 });
    expect(waiting.lastError).toBeTruthy();
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: nothing is tried.
    expect(await deliverDueEmails()).toEqual({ sent: 0, failed: 0 });

    smtp = await startSmtpServer({ port });
    await db.outboxEmail.updateMany({ data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    expect(await deliverDueEmails()).toEqual({ sent: 1, failed: 0 });
    const mail = await smtp.waitForMessage((message) => message.subject === "Olá");
    expect(mail.text).toContain("Teste");
    expect((await db.outboxEmail.findFirstOrThrow()).sentAt).not.toBeNull();

    expect(await deliverDueEmails()).toEqual({ sent: 0, failed: 0 });
  });

  it("never delivers one message twice when several workers run at once", async () => {
    smtp ??= await startSmtpServer({ port });
    await db.outboxEmail.deleteMany();
    await db.$transaction(async (tx) => {
      for (let index = 0; index < 5; index++) {
        await enqueueEmail(tx, { to: `membro${index}@ace.pt`, subject: `Aviso ${index}`, body: "Corpo" });
      }
    });
    const results = await Promise.all([deliverDueEmails(), deliverDueEmails(), deliverDueEmails()]);
    expect(results.reduce((total, result) => total + result.sent, 0)).toBe(5);
    expect(await db.outboxEmail.count({ where: { sentAt: null } })).toBe(0);
    const received = smtp.messages.filter((message) => message.subject.startsWith("Aviso ")).map((message) => message.to);
    expect(received.sort()).toEqual(["membro0@ace.pt", "membro1@ace.pt", "membro2@ace.pt", "membro3@ace.pt", "membro4@ace.pt"]);
  });
});
