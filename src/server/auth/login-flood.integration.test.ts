import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { db } from "@/server/db";
import { hashPassword, PRODUCTION_PASSWORD_COST } from "@/server/auth/passwords";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";

// Password hashing is a third of a second of CPU per login at production cost: on the event loop,
// a flood of logins held up every other request (another member's /me went from 10 to 800 ms).

const FLOOD = 8;
const SAMPLES = 20;

describe("a flood of logins (integration)", () => {
  it("leaves another member's reads about as fast as without it", async () => {
    const passwordHash = await hashPassword("segredo-do-clube", PRODUCTION_PASSWORD_COST);
    const emails = Array.from({ length: FLOOD }, (_, index) => `membro${index}@ace.pt`);
    await db.user.createMany({
      data: emails.map((email, index) => ({ email, name: `Membro ${index}`, passwordHash, role: "student", studentCategory: "student", approvedAt: new Date() })),
    });
    const reader = await createUser({ role: "student", password: "segredo1" });
    const signedIn = await callRoute(login, { path: "/api/auth/login", body: { email: reader.email, password: "segredo1" } });
    const readMe = async () => {
      const started = performance.now();
      const answer = await callRoute(me, { token: signedIn.json.token });
      expect(answer.status).toBe(200);
      return performance.now() - started;
    };
    await readMe(); // warm

    const aloneTimes: number[] = [];
    for (let index = 0; index < SAMPLES; index++) aloneTimes.push(await readMe());
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
    // On the event loop, a few reads waited seconds behind the hashing and the mean went up 300-fold.
    expect(during.length).toBeGreaterThanOrEqual(SAMPLES);
    expect(mean(during)).toBeLessThan(mean(aloneTimes) * 10);
  });
});

function mean(times: number[]): number {
  return times.reduce((sum, time) => sum + time, 0) / times.length;
}
