import { describe, expect, it } from "vitest";
import { POST as approve } from "@/app/api/auth/approve-student/route";
import { POST as logIn } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as requestReset } from "@/app/api/auth/request-password-reset/route";
import { POST as erase } from "@/app/api/auth/student/[id]/erase/route";
import { PUT as setStatus } from "@/app/api/auth/student/[id]/status/route";
import { db } from "@/server/db";
import { deliverDueEmails } from "@/server/mail/mail-outbox";
import { enqueueEmail } from "@/server/mail/enqueue-email";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";
import { mailServerOfThisFile } from "../../../test/mail-server";

// An erasure leaves no trace of the member in the outbox (a body may hold a password) nor in
// the rate-limit counters keyed by their email or their trusted devices; nor in mail and pushes
// to others that name them and are not sent yet (the trainer's notice of their sign-up).

const smtp = mailServerOfThisFile();

describe("erasing a member's mail and rate-limit keys (integration)", () => {
  it("removes the member's outbox rows and rate-limit keys, and nobody else's", async () => {
    const trainerToken = await tokenFor(await createUser({ role: "trainer" }));
    const ana = await createUser({ email: "ana@ace.pt", password: "segredo1" });
    const rui = await createUser({ email: "rui@ace.pt", password: "segredo1" });

    for (const email of ["ana@ace.pt", "rui@ace.pt"]) {
      expect((await callRoute(logIn, { body: { email, password: "errada" } })).status).toBe(401);
      expect((await callRoute(requestReset, { body: { email } })).status).toBe(200);
    }
    await db.$transaction((tx) => enqueueEmail(tx, { to: "ana@ace.pt", subject: "Aviso", body: "Corpo" }));
    await db.outboxEmail.updateMany({ where: { subject: "Aviso" }, data: { sentAt: new Date() } });
    const windowStart = new Date();
    await db.rateLimitHit.createMany({
      data: [
        { key: `login:device:${ana.id}:nonce-a`, windowStart, count: 1 },
        { key: `reset:device:${ana.id}:nonce-a`, windowStart, count: 1 },
        { key: `login:device:${rui.id}:nonce-r`, windowStart, count: 1 },
        { key: `login:device:${ana.id}0:nonce-x`, windowStart, count: 1 }, // another id that starts alike
        { key: `handler:member:${ana.id}`, windowStart, count: 1 }, // her additions of animals' handlers
        { key: `handler:member:${rui.id}`, windowStart, count: 1 },
        { key: "login:ip:203.0.113.7", windowStart, count: 1 },
      ],
    });
    expect(await db.outboxEmail.count({ where: { to: "ana@ace.pt" } })).toBe(2);
    const anasKeys = ["login:account:ana@ace.pt", "reset:account:ana@ace.pt", `login:device:${ana.id}:nonce-a`, `reset:device:${ana.id}:nonce-a`];
    expect(await db.rateLimitHit.count({ where: { key: { in: anasKeys } } })).toBe(4);

    const params = { id: String(ana.id) };
    expect((await callRoute(setStatus, { method: "PUT", token: trainerToken, params, body: { is_active: false } })).status).toBe(200);
    expect((await callRoute(erase, { method: "POST", token: trainerToken, params })).status).toBe(200);

    expect(await db.outboxEmail.findMany({ select: { to: true } })).toEqual([{ to: "rui@ace.pt" }]);
    // Address keys name no member and stay (whatever buckets the address limits use).
    const keys = (await db.rateLimitHit.findMany({ select: { key: true } })).map((row) => row.key);
    expect(keys).toContain("login:ip:203.0.113.7");
    expect(keys.filter((key) => !key.includes(":ip:")).sort()).toEqual(
      ["login:account:rui@ace.pt", "reset:account:rui@ace.pt", `login:device:${rui.id}:nonce-r`, `login:device:${ana.id}0:nonce-x`, `handler:member:${rui.id}`].sort(),
    );
  });

  it("removes the answers kept for the member's retried writes and the trainer's (which name members), and nobody else's", async () => {
    const trainer = await createUser({ role: "trainer" });
    const trainerToken = await tokenFor(trainer);
    const [ana, rui] = [await createUser({ name: "Ana Silva" }), await createUser({ name: "Rui Costa" })];
    const kept = (userId: number, name: string) => ({
      userId, key: "marcar-1", fingerprint: "f".repeat(64), claimToken: crypto.randomUUID(), status: 201,
      contentType: "application/json", responseBody: JSON.stringify({ booking: { user_name: name, animal_name: "Bolt" } }),
    });
    // The trainer booked a lesson for Ana: that answer names her too.
    await db.idempotencyKey.createMany({ data: [kept(ana.id, "Ana Silva"), kept(rui.id, "Rui Costa"), kept(trainer.id, "Ana Silva")] });
    const params = { id: String(ana.id) };
    expect((await callRoute(setStatus, { method: "PUT", token: trainerToken, params, body: { is_active: false } })).status).toBe(200);
    expect((await callRoute(erase, { method: "POST", token: trainerToken, params })).status).toBe(200);
    expect(await db.idempotencyKey.findMany({ select: { userId: true } })).toEqual([{ userId: rui.id }]);
  });

  it("removes the member from others' mail and pushes not sent yet: the trainer's notice of their sign-up", async () => {
    const trainer = await createUser({ role: "trainer", email: "treinador@ace.pt" });
    const trainerToken = await tokenFor(trainer);
    // The trainer's phone has notifications on: the notice is a push too.
    await db.pushSubscription.create({
      data: { userId: trainer.id, endpoint: "https://fcm.googleapis.com/fcm/send/telemovel-do-treinador", p256dh: "B".repeat(87), auth: "a".repeat(22) },
    });
    const person = { name: "Marta Sousa", email: "marta@exemplo.pt" };
    expect((await callRoute(register, { body: { ...person, password: "segredo1" } })).status).toBe(201);
    const marta = await db.user.findUniqueOrThrow({ where: { email: person.email } });
    const params = { id: String(marta.id) };
    expect((await callRoute(approve, { token: trainerToken, body: { student_id: marta.id, approved: true, student_category: "student" } })).status).toBe(200);
    expect((await callRoute(setStatus, { method: "PUT", token: trainerToken, params, body: { is_active: false } })).status).toBe(200);
    const naming = async () => {
      const mails = await db.$queryRaw<{ row: string }[]>`SELECT row_to_json(o)::text AS row FROM outbox_emails o`;
      const pushes = await db.$queryRaw<{ row: string }[]>`SELECT row_to_json(p)::text AS row FROM outbox_pushes p`;
      return [...mails, ...pushes].map(({ row }) => row).filter((row) => row.includes(person.name) || row.includes(person.email));
    };
    expect(await naming()).toHaveLength(3); // the trainer's mail and push, and Marta's approval

    expect((await callRoute(erase, { method: "POST", token: trainerToken, params })).status).toBe(200);

    expect(await naming()).toEqual([]);
    await deliverDueEmails();
    expect(smtp.messages.filter((mail) => mail.subject.includes("Novo registo") || mail.text.includes(person.name))).toEqual([]);
  });
});
