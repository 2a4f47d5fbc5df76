import { describe, expect, it } from "vitest";
import { GET as failedMails } from "@/app/api/mail/failed/route";
import { db } from "@/server/db";
import { listNewestFailedMails } from "@/server/mail/list-failed-mails";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// The trainer's home card reads the newest failed mails with the page: the API's list, cut short,
// with how many there are in all. Mail still being retried, or sent, is not in it.

const HOUR_MS = 3_600_000;
const start = Date.parse("2026-11-20T09:00:00Z");

function failedMail(n: number) {
  return db.outboxEmail.create({
    data: {
      to: `socio${n}@ace.pt`,
      subject: `ACE - Aviso ${n}`,
      attempts: 40,
      lastError: "connect ECONNREFUSED 127.0.0.1:25",
      createdAt: new Date(start + n * HOUR_MS),
      failedAt: new Date(start + 72 * HOUR_MS + n * HOUR_MS),
    },
  });
}

async function mailsOutstanding() {
  await db.outboxEmail.create({ data: { to: "em-curso@ace.pt", subject: "Ainda a tentar", text: "Corpo", attempts: 3 } });
  await db.outboxEmail.create({ data: { to: "enviado@ace.pt", subject: "Entregue", attempts: 1, sentAt: new Date() } });
}

describe("the newest failed mails, for the trainer's home (integration)", () => {
  it("is empty when no mail has failed, even with mail pending or sent", async () => {
    await mailsOutstanding();
    expect(await listNewestFailedMails({ limit: 5 })).toEqual({ mails: [], total: 0 });
  });

  it("lists a failed mail as the API does, never its body", async () => {
    await mailsOutstanding();
    const row = await failedMail(1);
    expect(await listNewestFailedMails({ limit: 5 })).toEqual({
      mails: [
        {
          id: row.id,
          to: "socio1@ace.pt",
          subject: "ACE - Aviso 1",
          attempts: 40,
          last_error: "connect ECONNREFUSED 127.0.0.1:25",
          created_at: new Date(start + HOUR_MS).toISOString(),
        },
      ],
      total: 1,
    });
  });

  it("gives the newest few, in the API's order, and counts them all", async () => {
    for (let n = 1; n <= 7; n++) await failedMail(n);
    const home = await listNewestFailedMails({ limit: 5 });
    expect(home.total).toBe(7);
    expect(home.mails.map((mail) => mail.to)).toEqual(["socio7@ace.pt", "socio6@ace.pt", "socio5@ace.pt", "socio4@ace.pt", "socio3@ace.pt"]);

    const api = await callRoute(failedMails, { token: await tokenFor(await createUser({ role: "trainer" })) });
    expect(api.status).toBe(200);
    expect(home.mails).toEqual((api.json as { mails: unknown[] }).mails.slice(0, 5));
  });
});
