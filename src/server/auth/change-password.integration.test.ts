import bcrypt from "bcryptjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as changePassword } from "@/app/api/auth/change-password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { db } from "@/server/db";
import { CLIENT_ADDRESS_HEADER } from "@/server/request/client-address";
import { callRoute, sessionCookieOf } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";

async function signIn(password = "segredo1") {
  return callRoute(login, { body: { email: "aluno@ace.pt", password } });
}

describe("POST /api/auth/change-password (integration)", () => {
  it("changes the password, ends other sessions and keeps the current one", async () => {
    await createUser({ email: "aluno@ace.pt", password: "segredo1" });
    const elsewhere = (await signIn()).json.token;
    const here = await signIn();

    const response = await callRoute(changePassword, {
      cookie: sessionCookieOf(here.headers),
      body: { currentPassword: "segredo1", newPassword: "novasenha" },
    });
    expect(response.status).toBe(200);
    expect(response.json.success).toBe(true);

    expect((await callRoute(me, { cookie: sessionCookieOf(response.headers) })).status).toBe(200);
    expect((await callRoute(me, { token: elsewhere })).status).toBe(401);
    expect((await signIn("segredo1")).status).toBe(401);
    expect((await signIn("novasenha")).status).toBe(200);
  });

  it("answers success false when the current password is wrong, and changes nothing", async () => {
    await createUser({ email: "aluno@ace.pt", password: "segredo1" });
    const { token } = (await signIn()).json;
    const response = await callRoute(changePassword, {
      token,
      body: { currentPassword: "errada", newPassword: "novasenha" },
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, error: "A password atual está incorreta." });
    expect((await signIn("segredo1")).status).toBe(200);
  });

  it("requires at least 6 characters with a clear message", async () => {
    await createUser({ email: "aluno@ace.pt", password: "segredo1" });
    const { token } = (await signIn()).json;
    const response = await callRoute(changePassword, {
      token,
      body: { currentPassword: "segredo1", newPassword: "123" },
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, error: "A nova password deve ter pelo menos 6 caracteres" });
  });

  it("needs a session", async () => {
    const response = await callRoute(changePassword, { body: { currentPassword: "a", newPassword: "bbbbbb" } });
    expect(response.status).toBe(401);
  });

  describe("wrong current passwords", () => {
    const TOO_MANY = "Demasiadas tentativas. Aguarde alguns minutos e tente novamente.";
    const deviceCookieOf = (headers: Headers) => headers.getSetCookie().find((cookie) => cookie.startsWith("ace_device="))?.split(";")[0];

    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it("are limited as the login's guesses are, on the login's own counters; the member's browser stays exempt", async () => {
      vi.stubEnv("ACE_FAKE_NOW", "2026-11-24T10:05:00Z"); // mid-window: one allowance
      await createUser({ email: "aluno@ace.pt", password: "segredo1" });
      const signedIn = await callRoute(login, { body: { email: "aluno@ace.pt", password: "segredo1" }, headers: { [CLIENT_ADDRESS_HEADER]: "198.51.100.20" } });
      const { token } = signedIn.json;

      // A session used elsewhere (a token, no device cookie): 10 guesses, as a stranger's at login.
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 30; attempt++) {
        const answer = await callRoute(changePassword, { token, headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.50" }, body: { currentPassword: `adivinha${attempt}`, newPassword: "tomada123" } });
        statuses.push(answer.status);
        if (answer.status === 429) {
          expect(answer.json).toEqual({ success: false, error: TOO_MANY });
          expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([...Array(10).fill(400), ...Array(20).fill(429)]);
      // Locked, the right password is not judged either, and nothing changed.
      const right = await callRoute(changePassword, { token, headers: { [CLIENT_ADDRESS_HEADER]: "203.0.113.50" }, body: { currentPassword: "segredo1", newPassword: "tomada123" } });
      expect(right.status).toBe(429);
      const { passwordHash } = await db.user.findUniqueOrThrow({ where: { email: "aluno@ace.pt" }, select: { passwordHash: true } });
      expect(await bcrypt.compare("segredo1", passwordHash)).toBe(true);
      // One budget of guesses per account, whichever form they are typed in.
      expect((await callRoute(login, { body: { email: "aluno@ace.pt", password: "segredo1" }, headers: { [CLIENT_ADDRESS_HEADER]: "198.51.100.99" } })).status).toBe(429);

      // The member's own browser (its device cookie from the sign-in) is not locked out by them.
      const browser = [sessionCookieOf(signedIn.headers), deviceCookieOf(signedIn.headers)].join("; ");
      const own = await callRoute(changePassword, { cookie: browser, headers: { [CLIENT_ADDRESS_HEADER]: "198.51.100.20" }, body: { currentPassword: "segredo1", newPassword: "novasenha" } });
      expect(own.status).toBe(200);
    });

    it("from the member's own browser have that browser's limit", async () => {
      vi.stubEnv("ACE_FAKE_NOW", "2026-11-24T10:05:00Z");
      await createUser({ email: "aluno@ace.pt", password: "segredo1" });
      const signedIn = await callRoute(login, { body: { email: "aluno@ace.pt", password: "segredo1" }, headers: { [CLIENT_ADDRESS_HEADER]: "198.51.100.20" } });
      const browser = [sessionCookieOf(signedIn.headers), deviceCookieOf(signedIn.headers)].join("; ");
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 12; attempt++) {
        const answer = await callRoute(changePassword, { cookie: browser, headers: { [CLIENT_ADDRESS_HEADER]: "198.51.100.20" }, body: { currentPassword: `engano${attempt}`, newPassword: "novasenha" } });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
      // A right password gives its attempt back: it is no guess.
      const { passwordHash } = await db.user.findUniqueOrThrow({ where: { email: "aluno@ace.pt" }, select: { passwordHash: true } });
      expect(await bcrypt.compare("segredo1", passwordHash)).toBe(true);
    });
  });
});
