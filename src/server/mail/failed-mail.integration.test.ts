import { beforeAll, describe, expect, it } from "vitest";
import { GET as failedMails } from "@/app/api/mail/failed/route";
import { db } from "@/server/db";
import { deliverDueEmails, mailOutbox } from "@/server/mail/mail-outbox";
import { enqueueEmail } from "@/server/mail/enqueue-email";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";
import { startSmtpServer } from "../../../test/smtp-server";

// Mail is never dropped silently: with the mail server down, a mail is tried again for 3 days
// (at most an hour apart), and then listed for the trainer, never with its body.

const HOUR_MS = 3_600_000;

beforeAll(async () => {
  // A port nobody listens on: every attempt is refused.
  const probe = await startSmtpServer();
  process.env.SMTP_URL = probe.url;
  await probe.close();
});

describe("mail that keeps failing (integration)", () => {
  it("is retried for 3 days, then listed for the trainer without its body", async () => {
    await db.$transaction((tx) =>
      enqueueEmail(tx, { to: "ana@ace.pt", subject: "ACE - Nova password", body: "A sua nova password é:\n\n    Segredo12345" }),
    );
    const { createdAt } = await db.outboxEmail.findFirstOrThrow();
    const deadline = createdAt.getTime() + mailOutbox.retry.windowMs;

    // Each round runs when the mail is next due, as the worker would.
    const tries: number[] = [];
    let at = new Date(createdAt.getTime() + 1000);
    for (;;) {
      expect(await deliverDueEmails({ at })).toEqual({ sent: 0, failed: 1 });
      tries.push(at.getTime());
      const row = await db.outboxEmail.findFirstOrThrow();
      if (row.failedAt) break;
      expect(row).toMatchObject({ sentAt: null, attempts: tries.length, text: expect.stringContaining("Segredo12345") });
      expect(row.nextAttemptAt.getTime() - at.getTime()).toBeLessThanOrEqual(HOUR_MS);
      expect(await deliverDueEmails({ at: new Date(row.nextAttemptAt.getTime() - 1000) })).toEqual({ sent: 0, failed: 0 });
      at = row.nextAttemptAt;
      expect(tries.length).toBeLessThan(200);
    }

    expect(tries.length).toBeGreaterThan(12);
    expect(tries.filter((instant) => instant < deadline).length).toBe(tries.length - 1);
    expect(tries.at(-1)).toBeGreaterThanOrEqual(deadline);
    const failed = await db.outboxEmail.findFirstOrThrow();
    expect(failed).toMatchObject({ sentAt: null, text: null, attempts: tries.length });
    expect(failed.lastError).toBeTruthy();
    // Given up: no more attempts, however late.
    expect(await deliverDueEmails({ at: new Date(deadline + 30 * 24 * HOUR_MS) })).toEqual({ sent: 0, failed: 0 });

    const trainer = await createUser({ role: "trainer" });
    const listed = await callRoute(failedMails, { token: await tokenFor(trainer) });
    expect(listed.status).toBe(200);
    expect(listed.json).toEqual({
      mails: [
        {
          id: failed.id,
          to: "ana@ace.pt",
          subject: "ACE - Nova password",
          attempts: tries.length,
          last_error: failed.lastError,
          created_at: createdAt.toISOString(),
        },
      ],
    });
    expect(listed.text).not.toContain("Segredo12345");

    expect((await callRoute(failedMails, { token: await tokenFor(await createUser({ role: "student" })) })).status).toBe(403);
    expect((await callRoute(failedMails, {})).status).toBe(401);
  });

  it("lists nothing while a mail is still being retried", async () => {
    await db.$transaction((tx) => enqueueEmail(tx, { to: "rui@ace.pt", subject: "Olá", body: "Corpo" }));
    expect(await deliverDueEmails()).toEqual({ sent: 0, failed: 1 });
    const trainer = await createUser({ role: "trainer" });
    expect((await callRoute(failedMails, { token: await tokenFor(trainer) })).json).toEqual({ mails: [] });
  });
});
