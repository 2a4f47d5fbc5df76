import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as markChangelogSeen } from "@/app/api/auth/mark-changelog-seen/route";
import { GET as checkChangelog } from "@/app/api/auth/check-changelog/route";
import { db } from "@/server/db";
import { callRoute, sessionCookieOf, TEST_ORIGIN } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";

async function signIn(email: string, password = "segredo1") {
  const response = await callRoute(login, { body: { email, password } });
  return { token: response.json.token as string, cookie: sessionCookieOf(response.headers)! };
}

describe("sessions (integration)", () => {
  it("refuses calls without a session, or with a forged one", async () => {
    expect((await callRoute(me)).status).toBe(401);
    const forged = await callRoute(me, { token: "eyJhbGciOiJub25lIn0.e30." });
    expect(forged.status).toBe(401);
    expect(forged.json).toEqual({ error: "Sessão inválida. Inicie sessão novamente." });
  });

  it("re-reads the user on every request: deactivation ends the session at once", async () => {
    const member = await createUser({ email: "aluno@ace.pt", password: "segredo1" });
    const { token } = await signIn("aluno@ace.pt");
    expect((await callRoute(me, { token })).status).toBe(200);

    await db.user.update({ where: { id: member.id }, data: { isActive: false } });
    expect((await callRoute(me, { token })).status).toBe(401);
  });

  it("shows a role change on the next request", async () => {
    const member = await createUser({ email: "aluno@ace.pt", password: "segredo1", role: "student" });
    const { token } = await signIn("aluno@ace.pt");
    await db.user.update({ where: { id: member.id }, data: { role: "external", studentCategory: "external" } });
    const response = await callRoute(me, { token });
    expect(response.json.user).toMatchObject({ role: "external", student_category: "external" });
  });

  it("refuses cross-site writes made with the cookie, but not with a bearer token", async () => {
    await createUser({ email: "aluno@ace.pt", password: "segredo1" });
    const { token, cookie } = await signIn("aluno@ace.pt");

    const fromElsewhere = await callRoute(markChangelogSeen, {
      method: "POST",
      cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(fromElsewhere.status).toBe(403);
    expect(fromElsewhere.json.error).toBe("Pedido recusado: origem não permitida.");
    expect((await callRoute(checkChangelog, { cookie })).json.shouldShowChangelog).toBe(true);

    const crossSite = await callRoute(markChangelogSeen, { method: "POST", cookie, headers: { "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);

    const sameOrigin = await callRoute(markChangelogSeen, { method: "POST", cookie, headers: { origin: TEST_ORIGIN } });
    expect(sameOrigin.status).toBe(200);

    const bearer = await callRoute(markChangelogSeen, { method: "POST", token, headers: { origin: "https://evil.example" } });
    expect(bearer.status).toBe(200);
  });

  it("never takes a client's X-Forwarded-Host for the app's own origin", async () => {
    await createUser({ email: "aluno@ace.pt", password: "segredo1" });
    const { cookie } = await signIn("aluno@ace.pt");
    const forged = await callRoute(markChangelogSeen, {
      method: "POST",
      cookie,
      headers: { origin: "https://evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
    });
    expect([forged.status, forged.json.error]).toEqual([403, "Pedido recusado: origem não permitida."]);
    expect((await callRoute(checkChangelog, { cookie })).json.shouldShowChangelog).toBe(true);

    // The host the browser itself addressed (the demo opened as 127.0.0.1) is the app's own.
    const byAddress = await callRoute(markChangelogSeen, { method: "POST", cookie, headers: { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" } });
    expect(byAddress.status).toBe(200);
  });

  it("marks the changelog as seen, and login then stops asking to show it", async () => {
    await createUser({ email: "aluno@ace.pt", password: "segredo1" });
    const { token } = await signIn("aluno@ace.pt");
    expect((await callRoute(checkChangelog, { token })).json).toEqual({ shouldShowChangelog: true });
    expect((await callRoute(markChangelogSeen, { method: "POST", token })).json).toEqual({ success: true });
    expect((await callRoute(checkChangelog, { token })).json).toEqual({ shouldShowChangelog: false });
    const again = await callRoute(login, { body: { email: "aluno@ace.pt", password: "segredo1" } });
    expect(again.json.showChangelog).toBe(false);
  });

  it("logout clears the session cookie", async () => {
    const response = await callRoute(logout, { method: "POST" });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().join()).toMatch(/ace_session=;.*Max-Age=0/i);
  });

  it("logout ends that session on the server at once, bearer or cookie, and not the member's other devices", async () => {
    await createUser({ email: "aluno@ace.pt", password: "segredo1" });
    const phone = await signIn("aluno@ace.pt");
    const laptop = await signIn("aluno@ace.pt");
    const apiClient = await signIn("aluno@ace.pt");

    // The browser logs out with its cookie: that cookie's session is over, even if replayed.
    expect((await callRoute(logout, { method: "POST", cookie: phone.cookie, headers: { origin: TEST_ORIGIN } })).status).toBe(200);
    expect((await callRoute(me, { cookie: phone.cookie })).status).toBe(401);
    expect((await callRoute(me, { token: phone.token })).status).toBe(401);

    // An API client logs out with its bearer token.
    expect((await callRoute(logout, { method: "POST", token: apiClient.token })).status).toBe(200);
    expect((await callRoute(me, { token: apiClient.token })).status).toBe(401);
    expect((await callRoute(markChangelogSeen, { method: "POST", token: apiClient.token })).status).toBe(401);

    // The laptop's session goes on.
    expect((await callRoute(me, { token: laptop.token })).status).toBe(200);
    // Logging out twice, or with a forged token, is harmless.
    expect((await callRoute(logout, { method: "POST", token: apiClient.token })).status).toBe(200);
    expect((await callRoute(logout, { method: "POST", token: "not-a-token" })).status).toBe(200);
  });
});
