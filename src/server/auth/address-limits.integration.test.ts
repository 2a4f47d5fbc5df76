import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as requestReset } from "@/app/api/auth/request-password-reset/route";
import { REGISTER_PER_ADDRESS, REGISTER_PER_UNKNOWN_ADDRESS, RESET_PER_ADDRESS } from "@/server/auth/auth-rate-limits";
import { db } from "@/server/db";
import { behindProxy } from "../../../test/behind-proxy";
import { callRoute } from "../../../test/call-route";

// The per-address limits behind a reverse proxy (TRUST_PROXY=1, nginx alone): the address is
// the one the proxy appended to X-Forwarded-For (as the server stamps it: test/behind-proxy.ts), so whatever a client writes before it changes
// nothing; requests with no known address share one bucket; IPv6 counts per /64.

const signUp = (i: number, headers: Record<string, string> = {}) =>
  callRoute(register, { body: { name: `Visitante ${i}`, email: `visitante${i}@exemplo.pt`, password: "segredo1" }, headers });
const forwarded = behindProxy;

beforeAll(() => {
  process.env.ACE_FAKE_NOW = "2026-11-24T10:05:00Z"; // mid-window: one allowance per test
});
afterAll(() => {
  delete process.env.ACE_FAKE_NOW;
});

describe("per-address limits behind a reverse proxy (integration)", () => {
  it("25 sign-ups behind rotating forged first addresses meet the one address's limit", async () => {
    const statuses = [];
    for (let i = 0; i < 25; i++) {
      const forged = i % 2 === 0 ? `203.0.113.${i}` : `nao-e-um-endereco-${i}`;
      statuses.push((await signUp(i, forwarded(`${forged}, 198.51.100.7`))).status);
    }
    expect(statuses).toEqual([...Array(REGISTER_PER_ADDRESS).fill(201), ...Array(25 - REGISTER_PER_ADDRESS).fill(429)]);
    expect(await db.user.count()).toBe(REGISTER_PER_ADDRESS);
    // Another client, behind the same proxy, is not held back.
    expect((await signUp(99, forwarded("198.51.100.8"))).status).toBe(201);
  });

  it("25 resets behind rotating forged first addresses meet the one address's limit", async () => {
    const statuses = [];
    for (let i = 0; i < 25; i++) {
      const response = await callRoute(requestReset, { body: { email: `ninguem${i}@spam.pt` }, headers: forwarded(`203.0.113.${i}, 198.51.100.7`) });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(RESET_PER_ADDRESS).fill(200), ...Array(25 - RESET_PER_ADDRESS).fill(429)]);
  });

  it("requests with no known address share one bucket, limited, and leave known addresses alone", async () => {
    const statuses = [];
    for (let i = 0; i < REGISTER_PER_UNKNOWN_ADDRESS + 2; i++) {
      // No X-Forwarded-For at all, or only a client-written value that is no address.
      statuses.push((await signUp(i, i % 2 === 0 ? {} : forwarded("nao-e-um-endereco"))).status);
    }
    expect(statuses).toEqual([...Array(REGISTER_PER_UNKNOWN_ADDRESS).fill(201), 429, 429]);
    expect((await signUp(999, forwarded("198.51.100.8"))).status).toBe(201);
    // Sign-ins and resets without an address count in their own shared bucket too.
    await callRoute(login, { body: { email: "ninguem@ace.pt", password: "x" } });
    await callRoute(requestReset, { body: { email: "ninguem@ace.pt" } });
    const keys = (await db.rateLimitHit.findMany({ select: { key: true, count: true } })).filter((row) => row.key.includes(":ip:"));
    expect(keys.map((row) => row.key).sort()).toEqual(["login:ip:unknown", "register:ip:198.51.100.8", "register:ip:unknown", "reset:ip:unknown"]);
  });

  it("IPv6 addresses in one /64 share a key; another /64 has its own", async () => {
    const statuses = [];
    for (let i = 0; i < REGISTER_PER_ADDRESS + 1; i++) {
      statuses.push((await signUp(i, forwarded(`2001:db8:1:2:${(i + 1).toString(16)}::${i + 1}`))).status);
    }
    expect(statuses).toEqual([...Array(REGISTER_PER_ADDRESS).fill(201), 429]);
    expect((await signUp(50, forwarded("2001:db8:1:2:ffff:ffff:ffff:ffff"))).status).toBe(429);
    expect((await signUp(51, forwarded("2001:db8:1:3::1"))).status).toBe(201);
    // An IPv4-mapped address is the IPv4 client it names.
    await signUp(52, forwarded("::ffff:198.51.100.9"));
    const keys = (await db.rateLimitHit.findMany({ select: { key: true } })).map((row) => row.key).sort();
    expect(keys).toEqual(["register:ip:198.51.100.9", "register:ip:2001:db8:1:2::/64", "register:ip:2001:db8:1:3::/64"]);
  });
});
