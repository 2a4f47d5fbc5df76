import bcrypt from "bcryptjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { db } from "@/server/db";
import { hashPassword, PRODUCTION_PASSWORD_COST } from "@/server/auth/passwords";
import { DEVICE_COOKIE, rememberDevice } from "@/server/auth/trusted-device";
import { CLIENT_ADDRESS_HEADER } from "@/server/request/client-address";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";

// Password hashing is a third of a second of CPU per login at production cost: on the event loop,
// a flood of logins held up every other request (another member's /me went from 10 to 800 ms).

// A loaded 2-core machine (the whole suite at once, the journeys beside it) runs these hashes
// several times slower: 8 at production cost took 15 s beside a CPU hog (29 November 2026).
const FLOOD_TEST_TIMEOUT_MS = 90_000;

const FLOOD = 8;
/** Reads answered while the flood hashes: more than twice as many as there are hashes. */
const SAMPLES = 20;

describe("a flood of logins (integration)", () => {
  it("leaves another member's reads about as fast as without it", async () => {
    const passwordHash = await hashPassword("segredo-do-clube", { cost: PRODUCTION_PASSWORD_COST });
    const emails = Array.from({ length: FLOOD }, (_, index) => `membro${index}@ace.pt`);
    await db.user.createMany({
      data: emails.map((email, index) => ({ email, name: `Membro ${index}`, passwordHash, role: "student", studentCategory: "student", approvedAt: new Date() })),
    });
    const reader = await createUser({ role: "student", password: "segredo1" });
    const signedIn = await callRoute(login, { path: "/api/auth/login", body: { email: reader.email, password: "segredo1" } });
    const readMe = async () => {
      const answer = await callRoute(me, { token: signedIn.json.token });
      expect(answer.status).toBe(200);
      return answer.status;
    };
    await readMe(); // warm

    let flooding = true;
    const flood = Promise.all(
      emails.map((email, index) =>
        callRoute(login, { path: "/api/auth/login", body: { email, password: "segredo-do-clube" }, headers: { "x-ace-client-address": `198.51.100.${index + 1}` } }),
      ),
    ).finally(() => (flooding = false));
    // Read for as long as the logins hash.
    const during: number[] = [];
    while (flooding) during.push(await readMe());
    const logins = await flood;

    expect(logins.map((answer) => answer.status)).toEqual(emails.map(() => 200));
    // On the event loop, each hash held every read: a read got in between two hashes at most, so
    // fewer reads than hashes were answered while they ran. Off it, many reads are answered per hash.
    expect(during.length).toBeGreaterThanOrEqual(SAMPLES);
  }, FLOOD_TEST_TIMEOUT_MS);
});

// The hashing queue (passwords.ts): one hash at a time, a member's own browser first, and no
// more anonymous work waiting than finishes within the bound. 50 strangers' logins at cost 12
// interleaved on the worker and all finished after 15-21 s, a member's own login with them.

const BUSY = "Há demasiados pedidos neste momento. Tente novamente dentro de alguns segundos.";
// Made beforehand, so that the test's time goes to the flood: 50 strangers' accounts at cost 9
// (50 hashes in about 2 s), the member's at production cost (12).
const STRANGER_HASH = "$2b$09$6ffnQOe4mLWTXovp4czAYeAHg029Z6BVfukVXbW5XOy4pXZugshcG"; // 'segredo-do-clube'
const MEMBER_HASH = "$2b$12$DNoQJuU2vPgOyU191FLTte0ZDNVzYXMOP1OmX/WYB3QfQ0EDA9IGC"; // 'a-minha-password'
const from = (address: string, cookie?: string) => ({ [CLIENT_ADDRESS_HEADER]: address, ...(cookie ? { cookie } : {}) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function createFloodAccounts(count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, index) => `estranho${index}@ace.pt`);
  await db.user.createMany({
    data: emails.map((email, index) => ({ email, name: `Estranho ${index}`, passwordHash: STRANGER_HASH, role: "student", studentCategory: "student", approvedAt: new Date() })),
  });
  return emails;
}

/** A member at production cost whose phone signed in before: the device cookie it was given. */
async function memberWithDevice(): Promise<{ email: string; device: string }> {
  const email = "socia@ace.pt";
  expect(bcrypt.getRounds(MEMBER_HASH)).toBe(PRODUCTION_PASSWORD_COST);
  const { id } = await db.user.create({ data: { email, name: "Sócia Antiga", passwordHash: MEMBER_HASH, role: "student", studentCategory: "student", approvedAt: new Date() } });
  return { email, device: `${DEVICE_COOKIE}=${rememberDevice([], id)}` };
}

describe("the password queue under a login flood (integration)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("lets a member's own browser in ahead of 50 strangers' logins", async () => {
    const member = await memberWithDevice();
    const emails = await createFloodAccounts(50);
    const answered: string[] = [];
    const flood = emails.map((email, index) =>
      callRoute(login, { path: "/api/auth/login", body: { email, password: "segredo-do-clube" }, headers: from(`203.0.113.${index + 1}`) }).then((answer) => {
        answered.push(email);
        return answer;
      }),
    );
    await sleep(300); // the flood is hashing (were it not yet, the member would only be further ahead)
    const own = await callRoute(login, { path: "/api/auth/login", body: { email: member.email, password: "a-minha-password" }, headers: from("198.51.100.200", member.device) });
    answered.push(member.email);
    const strangers = await Promise.all(flood);

    expect(own.status).toBe(200);
    expect(strangers.map((answer) => answer.status)).toEqual(emails.map(() => 200));
    // Interleaved, the member's hash (8 times a stranger's) finished after nearly all of them, and
    // waited 14.6 s at production cost. Now it waits for the hash running and its own, so most of
    // the flood is answered after it (the time, within 3 s, is the bench's: "The door").
    expect(answered.length - 1 - answered.indexOf(member.email)).toBeGreaterThanOrEqual(30);
  }, FLOOD_TEST_TIMEOUT_MS);

  it("refuses logins beyond the bound with 503 and Retry-After, counting no attempt; the member's browser still gets in", async () => {
    vi.stubEnv("ACE_TEST_PASSWORD_QUEUE_SECONDS", "0.5"); // 13 hashes at cost 9
    const member = await memberWithDevice();
    const emails = await createFloodAccounts(50);
    const flood = emails.map((email, index) =>
      callRoute(login, { path: "/api/auth/login", body: { email, password: "adivinha" }, headers: from(`203.0.113.${index + 1}`) }),
    );
    const own = await callRoute(login, { path: "/api/auth/login", body: { email: member.email, password: "a-minha-password" }, headers: from("198.51.100.200", member.device) });
    const strangers = await Promise.all(flood);

    expect(own.status).toBe(200);
    const refused = strangers.filter((answer) => answer.status === 503);
    const judged = strangers.filter((answer) => answer.status === 401);
    expect(refused.length + judged.length).toBe(50);
    expect(refused.length).toBeGreaterThanOrEqual(10);
    expect(judged.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) {
      expect(answer.json).toEqual({ error: BUSY });
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    }
    // A refused login was never judged: it gives its attempt back (account and address).
    const counted = await db.rateLimitHit.findMany({ where: { count: { gt: 0 } }, select: { key: true } });
    const judgedEmails = emails.filter((_, index) => strangers[index].status === 401);
    expect(counted.map((row) => row.key).filter((key) => key.startsWith("login:account:")).sort()).toEqual(judgedEmails.map((email) => `login:account:${email}`).sort());
    expect(counted.filter((row) => row.key.startsWith("login:ip:")).length).toBe(judged.length);
  }, FLOOD_TEST_TIMEOUT_MS);
});
