import { describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/api/auth/change-password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as requestReset } from "@/app/api/auth/request-password-reset/route";
import { PUT as resetPassword } from "@/app/api/auth/student/[id]/password/route";
import { db } from "@/server/db";
import { deliverDueEmails } from "@/server/mail/mail-outbox";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";
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
});
