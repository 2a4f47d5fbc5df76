import { describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/api/auth/change-password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as requestReset } from "@/app/api/auth/request-password-reset/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as myData } from "@/app/api/auth/my-data/route";
import { POST as requestEmailChange } from "@/app/api/auth/email-change/route";
import { PUT as resetPassword } from "@/app/api/auth/student/[id]/password/route";
import { POST as book } from "@/app/api/bookings/route";
import { clubInstant } from "@/lib/club-time";
import { apiRoutes, pathOf } from "../../../test/api-routes";
import { db } from "@/server/db";
import { deliverDueEmails } from "@/server/mail/mail-outbox";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";
import { mailServerOfThisFile } from "../../../test/mail-server";

// A password ACE mailed is for once: signed in with it, the login's answer and /me say
// must_change_password until the member chooses their own.

const smtp = mailServerOfThisFile();

const signIn = (password: string) => callRoute(login, { body: { email: "ana@ace.pt", password } });
const mustChange = async (token: string) => (await callRoute(me, { token })).json.must_change_password as boolean;

/** The password of the 'Nova password' mail that went over SMTP. */
async function mailedPassword(): Promise<string> {
  await deliverDueEmails();
  const mail = await smtp.waitForMessage((message) => message.to === "ana@ace.pt" && message.subject === "ACE - Nova password");
  const password = mail.text.match(/^\s{4}(\S+)$/m)?.[1];
  expect(password, mail.text).toBeTruthy();
  return password!;
}

describe("must_change_password (integration)", () => {
  it("is false for a member who signs in with a password of their own", async () => {
    await createUser({ email: "ana@ace.pt", password: "segredo1" });
    const signedIn = await signIn("segredo1");
    expect(signedIn.json.must_change_password).toBe(false);
    expect(await mustChange(signedIn.json.token)).toBe(false);
  });

  it("after a forgotten password: set once the mailed one is used, kept until the member changes it", async () => {
    await createUser({ email: "ana@ace.pt", password: "segredo1" });
    expect((await callRoute(requestReset, { body: { email: "ana@ace.pt" } })).status).toBe(200);
    const mailed = await mailedPassword();

    // Anyone may type the member's email: the forgotten password still works and asks nothing.
    const withOwn = await signIn("segredo1");
    expect(withOwn.json.must_change_password).toBe(false);

    const withMailed = await signIn(mailed);
    expect(withMailed.status).toBe(200);
    expect(withMailed.json.must_change_password).toBe(true);
    expect(await mustChange(withMailed.json.token)).toBe(true);
    // Signing in again with it, it still asks.
    expect((await signIn(mailed)).json.must_change_password).toBe(true);

    // The API still answers while it asks.
    expect((await callRoute(me, { token: withMailed.json.token })).json.user.email).toBe("ana@ace.pt");

    const changed = await callRoute(changePassword, { token: withMailed.json.token, body: { currentPassword: mailed, newPassword: "minha-nova" } });
    expect(changed.status).toBe(200);
    expect(await mustChange(changed.json.token)).toBe(false);
    expect((await signIn("minha-nova")).json.must_change_password).toBe(false);
  });

  it("after the trainer's reset: set at once, cleared by the member's change", async () => {
    const trainer = await createUser({ role: "trainer" });
    const member = await createUser({ email: "ana@ace.pt", password: "segredo1" });
    const reset = await callRoute(resetPassword, { method: "PUT", token: await tokenFor(trainer), params: { id: String(member.id) } });
    expect(reset.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: member.id } })).mustChangePassword).toBe(true);
    const mailed = await mailedPassword();

    const signedIn = await signIn(mailed);
    expect(signedIn.json.must_change_password).toBe(true);
    expect(await mustChange(signedIn.json.token)).toBe(true);

    // A wrong current password changes nothing: still asked.
    const wrong = await callRoute(changePassword, { token: signedIn.json.token, body: { currentPassword: "errada", newPassword: "minha-nova" } });
    expect(wrong.status).toBe(400);
    expect(await mustChange(signedIn.json.token)).toBe(true);

    const changed = await callRoute(changePassword, { token: signedIn.json.token, body: { currentPassword: mailed, newPassword: "minha-nova" } });
    expect(changed.status).toBe(200);
    expect(await mustChange(changed.json.token)).toBe(false);
    expect((await signIn("minha-nova")).json.must_change_password).toBe(false);
  });

  it("locks every call but /me, choosing a password and signing out until the member chooses one; the mailed password then stops working", async () => {
    await createUser({ email: "ana@ace.pt", password: "segredo1" });
    const member = await db.user.findUniqueOrThrow({ where: { email: "ana@ace.pt" } });
    const animal = await createAnimal({ userId: member.id });
    const slot = await createSlot({ startsAt: clubInstant("2099-03-02", "10:00") });
    expect((await callRoute(requestReset, { body: { email: "ana@ace.pt" } })).status).toBe(200);
    const mailed = await mailedPassword();
    const { token } = (await signIn(mailed)).json;

    const booking = { availability_slot_id: slot.id, animal_id: animal.id };
    const refused = [
      await callRoute(book, { token, body: booking, headers: { "Idempotency-Key": "reserva-1" } }),
      await callRoute(myData, { token }),
      await callRoute(requestEmailChange, { token, body: { new_email: "outra@ace.pt", current_password: mailed } }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({ error: "Escolha uma password sua antes de continuar: a que recebeu por email serve apenas para entrar.", must_change_password: true });
    }
    expect(await db.booking.count()).toBe(0);
    expect(await db.emailChange.count()).toBe(0);
    expect((await callRoute(me, { token })).status).toBe(200);

    const changed = await callRoute(changePassword, { token, body: { currentPassword: mailed, newPassword: "minha-nova" } });
    expect(changed.status).toBe(200);
    // The same request, with the same key, runs now: the refusal was not the key's answer.
    const booked = await callRoute(book, { token: changed.json.token, body: booking, headers: { "Idempotency-Key": "reserva-1" } });
    expect(booked.status).toBe(201);
    expect((await signIn(mailed)).status).toBe(401);
    expect((await callRoute(logout, { token: changed.json.token, method: "POST" })).status).toBe(200);
  });

  it("answers 403 with must_change_password on every signed-in route of the app but /me and choosing a password", async () => {
    const trainer = await createUser({ role: "trainer", email: "treinador@ace.pt" });
    await db.user.update({ where: { id: trainer.id }, data: { mustChangePassword: true } });
    const token = await tokenFor(trainer);
    const open = new Set(["GET /api/auth/me", "POST /api/auth/change-password"]);
    // The calls anyone may make without signing in (signing out among them: it would end this session).
    const anyone = /^(POST \/api\/auth\/(login|logout|register|request-password-reset|email-change\/confirm)|GET \/api\/(health|payments\/callback\/eupago)|\w+ \/api\/\[\.\.\.path\])$/;
    let walked = 0;
    for (const route of await apiRoutes()) {
      const name = `${route.method} ${route.pattern}`;
      if (anyone.test(name)) continue;
      const values = { id: "1", date: "2099-03-02", path: "nada" };
      const answer = await callRoute(route.handler, { token, method: route.method, path: pathOf(route, values), params: values, ...(route.method === "GET" ? {} : { body: {} }) });
      if (open.has(name)) {
        expect(answer.status, name).not.toBe(403); // /me answers, the change of password reads its (empty) body
      } else {
        expect([answer.status, answer.json?.must_change_password], name).toEqual([403, true]);
        walked++;
      }
    }
    expect(walked).toBeGreaterThan(60);
  });
});
