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
// another member's read, sent once they hold the connections, must not wait for them: it answers
// while most of the sixty are still under way (behind them, it would answer after about fifty).
// How long it takes beside them is the bench's to measure (`npm run bench`, the rush).

const NOW = "2026-11-21T10:00:00Z";
const SIXTY = 60;

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

/**
 * Sends every request at once and, once the first has answered (the others hold the pool's
 * connections then), the reader's read: answers their statuses, the read's, and how many of the
 * others had answered by the time the read did.
 */
async function readBeside(requests: (() => Promise<{ status: number }>)[], reader: Member) {
  let answered = 0;
  let firstAnswered!: () => void;
  const first = new Promise<void>((resolve) => (firstAnswered = resolve));
  const statuses = requests.map((send) =>
    send().then((answer) => {
      answered++;
      firstAnswered();
      return answer.status;
    }),
  );
  await first;
  const read = await callRoute(me, { token: reader.token });
  const othersAnswered = answered;
  return { statuses: await Promise.all(statuses), read: { status: read.status, othersAnswered } };
}

/**
 * The read beside them answered while most of them were still under way: it waited for no
 * write's connection (a pool shared with the writes makes it answer after about fifty).
 */
function expectNotQueuedBehind(read: { status: number; othersAnswered: number }) {
  expect(read.status).toBe(200);
  expect(read.othersAnswered, "how many of the sixty had answered when the read did").toBeLessThan(SIXTY / 2);
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
  it("cancels sixty lessons simultaneously, each offered to its waiting member, with a read beside them not queued behind them", async () => {
    const slots = await lessons();
    const bookings: { id: number; token: string }[] = [];
    for (const [i, slotId] of slots.entries()) {
      const booker = await member(`Aluno ${i}`);
      bookings.push({ id: (await db.booking.create({ data: { slotId, userId: booker.id, animalId: booker.animalId } })).id, token: booker.token });
      await inLine(slotId, await member(`Espera ${i}`));
    }
    // Read once alone first: the account is then kept (read-cache.ts), as it is for a member
    // looking again, and beside them the read asks only for the session.
    expect((await callRoute(me, { token: reader.token })).status).toBe(200);
    const { statuses, read } = await readBeside(
      bookings.map(({ id, token }) => () => callRoute(cancel, { method: "DELETE", token, params: { id: String(id) } })),
      reader,
    );
    expect(statuses).toEqual(Array(SIXTY).fill(200));
    expect(await db.booking.count()).toBe(0);
    expect(await db.waitlistEntry.count({ where: { offeredUntil: { not: null } } })).toBe(SIXTY);
    expect(await db.outboxEmail.count()).toBe(SIXTY);
    expectNotQueuedBehind(read);
  });

  it("lets sixty members leave their waiting lists simultaneously, each offer passed on, with a read beside them not queued behind them", async () => {
    const slots = await lessons();
    const holdEnd = new Date(new Date(NOW).getTime() + 12 * 3_600_000);
    const entries: { id: number; token: string }[] = [];
    for (const [i, slotId] of slots.entries()) {
      const holder = await member(`Com oferta ${i}`);
      entries.push({ id: (await inLine(slotId, holder, holdEnd)).id, token: holder.token });
      await inLine(slotId, await member(`Seguinte ${i}`));
    }
    // Read once alone first: the account is then kept (read-cache.ts), as it is for a member
    // looking again, and beside them the read asks only for the session.
    expect((await callRoute(me, { token: reader.token })).status).toBe(200);
    const { statuses, read } = await readBeside(
      entries.map(({ id, token }) => () => callRoute(leave, { method: "DELETE", token, params: { id: String(id) } })),
      reader,
    );
    expect(statuses).toEqual(Array(SIXTY).fill(200));
    expect(await db.waitlistEntry.count()).toBe(SIXTY);
    expect(await db.waitlistEntry.count({ where: { offeredUntil: { not: null } } })).toBe(SIXTY);
    expect(await db.outboxEmail.count()).toBe(SIXTY);
    expectNotQueuedBehind(read);
  });
});
