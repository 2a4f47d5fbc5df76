import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as requestReset } from "@/app/api/auth/request-password-reset/route";
import { db } from "@/server/db";
import { CLIENT_ADDRESS_HEADER } from "@/server/request/client-address";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";

// Nobody can lock the club out: floods and wrong guesses from one client cost that client, and
// a member's own browser (a device token from an earlier sign-in) always gets in. The client
// address is the socket's, which the server stamps into CLIENT_ADDRESS_HEADER; here the tests
// set it as the stamp would.

const TOO_MANY = "Demasiadas tentativas. Aguarde alguns minutos e tente novamente.";
const from = (address: string, cookie?: string) => ({ [CLIENT_ADDRESS_HEADER]: address, ...(cookie ? { cookie } : {}) });
const deviceCookieOf = (headers: Headers) => headers.getSetCookie().find((cookie) => cookie.startsWith("ace_device="))?.split(";")[0];

async function signIn(email: string, password: string, headers: Record<string, string>) {
  return callRoute(login, { body: { email, password }, headers });
}


// Limits count per window (15 minutes, an hour): a clock pinned mid-window keeps a test from
// straddling two, which would give it two allowances.
beforeAll(() => {
  process.env.ACE_FAKE_NOW = "2026-11-24T10:05:00Z";
});
afterAll(() => {
  delete process.env.ACE_FAKE_NOW;
});

describe("sign-in cannot be shut for others (integration)", () => {
  it("200 attempts with random emails from one client stop that client, not the trainer", async () => {
    await createUser({ role: "trainer", email: "treinador@ace.pt", password: "treinador123" });
    const statuses = new Map<number, number>();
    // Ten times the address's allowance, fifty at a time.
    for (let batch = 0; batch < 4; batch++) {
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) => signIn(`bot${batch}-${i}@spam.pt`, "x", from("203.0.113.9"))),
      );
      for (const { status } of responses) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(statuses.get(401)).toBe(20); // the address's allowance, then nothing more
    expect(statuses.get(429)).toBe(180);

    const trainer = await signIn("treinador@ace.pt", "treinador123", from("198.51.100.7"));
    expect(trainer.status).toBe(200);
    const member = await signIn("treinador@ace.pt", "treinador123", from("198.51.100.8"));
    expect(member.status).toBe(200);
  });

  it("ten wrong passwords from elsewhere do not keep a member out of the browser they used before", async () => {
    await createUser({ email: "aluno@ace.pt", password: "segredo1" });
    const earlier = await signIn("aluno@ace.pt", "segredo1", from("198.51.100.20"));
    const device = deviceCookieOf(earlier.headers)!;
    expect(device).toMatch(/^ace_device=/);
    expect(earlier.headers.getSetCookie().find((c) => c.startsWith("ace_device="))).toMatch(/HttpOnly/i);

    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await signIn("aluno@ace.pt", "adivinha", from("203.0.113.50"))).status).toBe(401);
    }
    // The attacker, even with the right password, and any browser that never signed in: throttled.
    expect((await signIn("aluno@ace.pt", "segredo1", from("203.0.113.50"))).status).toBe(429);
    expect((await signIn("aluno@ace.pt", "segredo1", from("198.51.100.99"))).json).toEqual({ error: TOO_MANY });
    // The member's own browser, at home or on the attacker's network.
    expect((await signIn("aluno@ace.pt", "segredo1", from("198.51.100.20", device))).status).toBe(200);
    expect((await signIn("aluno@ace.pt", "segredo1", from("203.0.113.50", device))).status).toBe(200);
  });

  it("a device token guesses no faster: it has its own limit, and a forged or foreign one counts for nothing", async () => {
    await createUser({ email: "aluno@ace.pt", password: "segredo1" });
    const other = await createUser({ email: "outro@ace.pt", password: "segredo2" });
    const device = deviceCookieOf((await signIn("outro@ace.pt", "segredo2", from("198.51.100.1"))).headers)!;
    void other;
    // Another account's device token gives no exemption for this one.
    for (let attempt = 0; attempt < 10; attempt++) await signIn("aluno@ace.pt", "adivinha", from("203.0.113.1", device));
    expect((await signIn("aluno@ace.pt", "segredo1", from("203.0.113.2", device))).status).toBe(429);
    // A forged token is ignored.
    const forged = `ace_device=${encodeURIComponent("1.abc.forgedsignature")}`;
    expect((await signIn("aluno@ace.pt", "segredo1", from("203.0.113.3", forged))).status).toBe(429);
    // The owner's device: ten guesses, then that device waits too.
    for (let attempt = 0; attempt < 10; attempt++) await signIn("outro@ace.pt", "adivinha", from("203.0.113.4", device));
    expect((await signIn("outro@ace.pt", "segredo2", from("203.0.113.4", device))).status).toBe(429);
  });
});

describe("sign-up and password reset cannot be shut for others (integration)", () => {
  it("a flood of sign-ups from one client stops that client only", async () => {
    const responses = [];
    for (let i = 0; i < 12; i++) {
      responses.push(await callRoute(register, { body: { name: `Bot ${i}`, email: `bot${i}@spam.pt`, password: "segredo1" }, headers: from("203.0.113.80") }));
    }
    expect(responses.map((r) => r.status)).toEqual([...Array(10).fill(201), 429, 429]);
    const visitor = await callRoute(register, { body: { name: "Rita Sousa", email: "rita@ace.pt", password: "segredo1" }, headers: from("198.51.100.30") });
    expect(visitor.status).toBe(201);
    expect(await db.user.count()).toBe(11);
  });

  it("a flood of resets for unknown emails from one client stops that client only", async () => {
    await createUser({ email: "aluno@ace.pt", password: "segredo1" });
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await callRoute(requestReset, { body: { email: `ninguem${i}@spam.pt` }, headers: from("203.0.113.90") })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    const member = await callRoute(requestReset, { body: { email: "aluno@ace.pt" }, headers: from("198.51.100.40") });
    expect(member.status).toBe(200);
    expect(await db.passwordReset.count()).toBe(1);
  });
});
