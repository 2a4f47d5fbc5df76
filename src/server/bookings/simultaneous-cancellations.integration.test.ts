import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET as me } from "@/app/api/auth/me/route";
import { DELETE as cancel } from "@/app/api/bookings/[id]/route";
import { DELETE as leave } from "@/app/api/bookings/waitlist/[id]/route";
import { clubInstant } from "@/lib/club-time";
import { db } from "@/server/db";
import { callRoute } from "../../../test/call-route";
import { createAnimal, createSlot, createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// Sixty members let go of their lessons in the same instant, each through the route handler, on
// the app's own pool (src/server/db.ts; its size is not changed here). Each freed lesson is offered
// to the next in line in the same transaction. A transaction that reads through the pool waits for
// a second connection while holding one: with more transactions than connections, every one of
// them waits (docs/architecture.md, "Concurrency and hostile input"). All must answer 2xx, and
// another member's read beside them must not wait for them much longer than the work itself takes.

const NOW = "2026-11-21T10:00:00Z";
const SIXTY = 60;
/**
 * The read waits its turn behind sixty short transactions (10 to 30 times its time alone, measured
 * on a 2-core machine); behind a stalled pool it waited seconds (thousands of times as long).
 */
const READ_RATIO_BOUND = 200;

type Member = { id: number; token: string; animalId: number };

async function member(name: string): Promise<Member> {
  const user = await createUser({ name });
  const animal = await createAnimal({ userId: user.id, name: `Cão de ${name}` });
  return { id: user.id, token: await tokenFor(user), animalId: animal.id };
}

/** Sixty lessons, one an hour from Tuesday 24 November 2026, 08:00. */
async function lessons(): Promise<number[]> {
  const first = clubInstant("2026-11-24", "08:00").getTime();
  const ids: number[] = [];
  for (let i = 0; i < SIXTY; i++) ids.push((await createSlot({ startsAt: new Date(first + i * 3_600_000) })).id);
  return ids;
}

async function inLine(slotId: number, who: Member, offeredUntil?: Date) {
  return db.waitlistEntry.create({
    data: {
      slotId, userId: who.id, animalId: who.animalId, createdAt: new Date(),
      ...(offeredUntil ? { offeredAt: new Date(NOW), offeredUntil } : {}),
    },
  });
}

/** A member's own read, in milliseconds. */
async function timedRead(reader: Member): Promise<number> {
  const started = performance.now();
  const answer = await callRoute(me, { token: reader.token });
  expect(answer.status).toBe(200);
  return performance.now() - started;
}

/** The read's usual time alone: the median of a few, after one that warms the process. */
async function readAlone(reader: Member): Promise<number> {
  await timedRead(reader);
  const times: number[] = [];
  for (let i = 0; i < 7; i++) times.push(await timedRead(reader));
  return times.sort((a, b) => a - b)[3];
}

/**
 * Sends every request at once, with the reader's read last (behind all of them in the pool's
 * queue), and answers their statuses and how long the read took.
 */
async function allAtOnce(requests: (() => Promise<{ status: number }>)[], reader: Member) {
  const answers = requests.map((send) => send());
  const read = timedRead(reader);
  return { statuses: (await Promise.all(answers)).map((answer) => answer.status), readTime: await read };
}

let reader: Member;
beforeEach(async () => {
  process.env.ACE_FAKE_NOW = NOW;
  reader = await member("Rita Leitora");
});
afterEach(() => {
  delete process.env.ACE_FAKE_NOW;
});

describe("sixty members at once (integration)", () => {
  it("cancels sixty lessons simultaneously, each offered to its waiting member, with a read beside them in time", async () => {
    const slots = await lessons();
    const bookings: { id: number; token: string }[] = [];
    for (const [i, slotId] of slots.entries()) {
      const booker = await member(`Aluno ${i}`);
      bookings.push({ id: (await db.booking.create({ data: { slotId, userId: booker.id, animalId: booker.animalId } })).id, token: booker.token });
      await inLine(slotId, await member(`Espera ${i}`));
    }
    const alone = await readAlone(reader);

    const { statuses, readTime } = await allAtOnce(
      bookings.map(({ id, token }) => () => callRoute(cancel, { method: "DELETE", token, params: { id: String(id) } })),
      reader,
    );
    expect(statuses).toEqual(Array(SIXTY).fill(200));
    expect(await db.booking.count()).toBe(0);
    expect(await db.waitlistEntry.count({ where: { offeredUntil: { not: null } } })).toBe(SIXTY);
    expect(await db.outboxEmail.count()).toBe(SIXTY);
    expect(readTime / alone, `read alone ${alone.toFixed(1)} ms, beside the cancellations ${readTime.toFixed(1)} ms`).toBeLessThan(READ_RATIO_BOUND);
  });

  it("lets sixty members leave their waiting lists simultaneously, each offer passed on, with a read beside them in time", async () => {
    const slots = await lessons();
    const holdEnd = new Date(new Date(NOW).getTime() + 12 * 3_600_000);
    const entries: { id: number; token: string }[] = [];
    for (const [i, slotId] of slots.entries()) {
      const holder = await member(`Com oferta ${i}`);
      entries.push({ id: (await inLine(slotId, holder, holdEnd)).id, token: holder.token });
      await inLine(slotId, await member(`Seguinte ${i}`));
    }
    const alone = await readAlone(reader);

    const { statuses, readTime } = await allAtOnce(
      entries.map(({ id, token }) => () => callRoute(leave, { method: "DELETE", token, params: { id: String(id) } })),
      reader,
    );
    expect(statuses).toEqual(Array(SIXTY).fill(200));
    expect(await db.waitlistEntry.count()).toBe(SIXTY);
    expect(await db.waitlistEntry.count({ where: { offeredUntil: { not: null } } })).toBe(SIXTY);
    expect(await db.outboxEmail.count()).toBe(SIXTY);
    expect(readTime / alone, `read alone ${alone.toFixed(1)} ms, beside the leaves ${readTime.toFixed(1)} ms`).toBeLessThan(READ_RATIO_BOUND);
  });
});
