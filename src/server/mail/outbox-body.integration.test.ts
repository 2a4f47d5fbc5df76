import { describe, expect, it } from "vitest";
import { POST as requestReset } from "@/app/api/auth/request-password-reset/route";
import { PUT as resetPassword } from "@/app/api/auth/student/[id]/password/route";
import { db } from "@/server/db";
import { deliverDueEmails, mailOutbox } from "@/server/mail/mail-outbox";
import { enqueueEmail } from "@/server/mail/enqueue-email";
import { pruneOutbox } from "@/server/outbox/prune-outbox";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";
import { mailServerOfThisFile } from "../../../test/mail-server";

// No password lives on after its mail is sent: a delivered mail keeps no body, and its row goes
// after 30 days.

const smtp = mailServerOfThisFile();

const DAY_MS = 86_400_000;
const passwordIn = (text: string) => text.match(/^\s{4}(\S+)$/m)?.[1];

describe("outbox bodies (integration)", () => {
  it("keeps neither the emailed passwords nor any body once the mails are delivered", async () => {
    const trainer = await createUser({ role: "trainer" });
    await createUser({ email: "ana@ace.pt" });
    const rui = await createUser({ email: "rui@ace.pt" });
    expect((await callRoute(requestReset, { body: { email: "ana@ace.pt" } })).status).toBe(200);
    const reset = await callRoute(resetPassword, { method: "PUT", token: await tokenFor(trainer), params: { id: String(rui.id) } });
    expect(reset.status).toBe(200);

    expect(await deliverDueEmails()).toEqual({ sent: 2, failed: 0 });
    const passwords = [
      passwordIn((await smtp.waitForMessage((mail) => mail.to === "ana@ace.pt")).text),
      passwordIn((await smtp.waitForMessage((mail) => mail.to === "rui@ace.pt")).text),
    ];
    expect(passwords).toEqual([expect.stringMatching(/^\S{14}$/), expect.stringMatching(/^\S{14}$/)]);

    // Every column of every row, as PostgreSQL holds it.
    const rows = await db.$queryRaw<{ row: string }[]>`SELECT row_to_json(o)::text AS row FROM outbox_emails o`;
    expect(rows).toHaveLength(2);
    for (const { row } of rows) {
      for (const password of passwords) expect(row).not.toContain(password);
      expect(JSON.parse(row)).toMatchObject({ text: null, attempts: 1, to: expect.any(String), subject: "ACE - Nova password" });
      expect(JSON.parse(row).sent_at).not.toBeNull();
    }
  });

  it("drops the body of a row marked sent by any path (the database's own rule)", async () => {
    await db.$transaction((tx) => enqueueEmail(tx, { to: "ana@ace.pt", subject: "Olá", body: "A sua nova password é: x" }));
    await db.outboxEmail.updateMany({ data: { sentAt: new Date() } });
    expect(await db.outboxEmail.findFirstOrThrow()).toMatchObject({ text: null });
  });

  it("prunes sent rows after 30 days, and keeps mail still waiting", async () => {
    const now = Date.now();
    await db.outboxEmail.createMany({
      data: [
        { to: "a@ace.pt", subject: "sent 31 days ago", text: null, sentAt: new Date(now - 31 * DAY_MS) },
        { to: "b@ace.pt", subject: "sent 29 days ago", text: null, sentAt: new Date(now - 29 * DAY_MS) },
        { to: "c@ace.pt", subject: "waiting", text: "corpo", createdAt: new Date(now - 40 * DAY_MS) },
      ],
    });
    expect(await pruneOutbox(mailOutbox)).toBe(1);
    const left = await db.outboxEmail.findMany({ select: { subject: true }, orderBy: { subject: "asc" } });
    expect(left.map((row) => row.subject)).toEqual(["sent 29 days ago", "waiting"]);
  });
});
