import { randomUUID } from "node:crypto";
import http from "node:http";
import { addClubDays, clubInstant, clubToday } from "@/lib/club-time";
import { issueSessionToken } from "@/server/auth/session-token";
import { db } from "@/server/db";

// The rush hour of `npm run bench`: the week's lessons have been mailed and members book at once.
// Measured over HTTP against the production server, with one client for everything (Node's own HTTP
// client, one keep-alive connection per member), so the bare route's rate under the same client is the yard
// stick:
//
// - `rush`: members booking and cancelling their own lessons at once, each on slots of their own
//   (no member waits for another's slot: what is measured is the app, not the rule that one slot
//   holds one lesson), for a few seconds, each write with its Idempotency-Key as the app's
//   screens send it; writes a second against the bare route's requests a
//   second with as many loops;
// - `beside`: while that runs, a member opens the week being booked, again and again; its p99
//   against the same reads on a quiet server;
// - `distinct`: every rush member books one slot of their own, all at the same moment.

export type RushMember = { id: number; animalId: number; cookie: string; slots: number[] };
export type RushClub = { members: RushMember[]; weekDate: string };

type Sample = { ms: number; ok: boolean; status: number };
export type RushFigures = { rate: number; p50: number; p99: number; requests: number; errors: string[]; times: number[]; seconds: number };

const TIMES = ["09:00", "09:45", "10:30", "11:15", "17:00", "17:45", "18:30", "19:15"];

/**
 * Members of their own (one animal each) and free slots from `firstDay` on, weekdays only, as many
 * as `members` × `slotsEach`: member i books slots i, i + members, ... (so the first slot of every
 * member is distinct, and the first week is the one the rush books most). Sessions are made in
 * process (the bench's own AUTH_SECRET): two hundred sign-ins would only measure bcrypt.
 */
export async function seedRushClub({ members: count, slotsEach, firstDay }: { members: number; slotsEach: number; firstDay: string }): Promise<RushClub> {
  const approvedAt = new Date();
  const users = await db.user.createManyAndReturn({
    data: Array.from({ length: count }, (_, index) => ({
      name: `Sócio da hora de ponta ${index}`, email: `ponta${index}@bench.pt`, passwordHash: "!",
      role: "student" as const, studentCategory: "student" as const, approvedAt,
    })),
    select: { id: true, sessionVersion: true },
  });
  const animals = await db.animal.createManyAndReturn({
    data: users.map((user) => ({ userId: user.id, name: `Cão ${user.id}`, birthDate: new Date("2021-03-01") })),
    select: { id: true, userId: true },
  });
  const slotData: { startsAt: Date; endsAt: Date }[] = [];
  for (let offset = 0; slotData.length < count * slotsEach; offset++) {
    const date = addClubDays(firstDay, offset);
    if ([0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) continue;
    for (const time of TIMES) {
      const startsAt = clubInstant(date, time);
      slotData.push({ startsAt, endsAt: new Date(startsAt.getTime() + 45 * 60_000) });
    }
  }
  const slots = await db.availabilitySlot.createManyAndReturn({ data: slotData.slice(0, count * slotsEach), select: { id: true } });
  const members = await Promise.all(
    users.map(async (user, index) => ({
      id: user.id,
      animalId: animals.find((animal) => animal.userId === user.id)!.id,
      cookie: `ace_session=${await issueSessionToken({ userId: user.id, sessionVersion: user.sessionVersion })}`,
      slots: Array.from({ length: slotsEach }, (_, n) => slots[index + n * count].id),
    })),
  );
  return { members, weekDate: firstDay };
}

/** Today plus `days`, moved to the next Monday: the first day of a week the rush books. */
export function mondayAfter(days: number): string {
  let date = addClubDays(clubToday(), days);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 1) date = addClubDays(date, 1);
  return date;
}

/**
 * `loops` members at once, each booking the next of their slots and cancelling it, until
 * `seconds` have passed (a loop ends its pair). Every answer must be the one a member expects.
 */
export async function bookAndCancel(appUrl: string, members: RushMember[], seconds: number): Promise<RushFigures> {
  const client = keepAlive(members.length);
  const samples: Sample[] = [];
  const errors: string[] = [];
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    members.map(async (member) => {
      for (let turn = 0; performance.now() < end; turn++) {
        const slotId = member.slots[turn % member.slots.length];
        const booked = await timed(client, `${appUrl}/api/bookings`, {
          method: "POST",
          headers: { cookie: member.cookie, "content-type": "application/json", "idempotency-key": randomUUID() },
          body: JSON.stringify({ availability_slot_id: slotId, animal_id: member.animalId }),
        }, 201, samples, errors);
        if (!booked) return;
        const { booking } = booked as { booking: { id: number } };
        const cancelled = await timed(client, `${appUrl}/api/bookings/${booking.id}`, { method: "DELETE", headers: { cookie: member.cookie, "idempotency-key": randomUUID() } }, 200, samples, errors);
        if (!cancelled) return;
      }
    }),
  );
  const figures = summarise(samples, (performance.now() - started) / 1000, errors);
  client.destroy();
  return figures;
}

/** Every member books their first slot, all at the same moment. */
export async function bookAllAtOnce(appUrl: string, members: RushMember[]): Promise<RushFigures> {
  const client = keepAlive(members.length);
  // Open every connection first (a GET each): what is timed is the booking, not TCP's handshake.
  await Promise.all(members.map(() => send(client, `${appUrl}/api/health`, { method: "GET", headers: {} })));
  const samples: Sample[] = [];
  const errors: string[] = [];
  const started = performance.now();
  await Promise.all(
    members.map((member) =>
      timed(client, `${appUrl}/api/bookings`, {
        method: "POST",
        headers: { cookie: member.cookie, "content-type": "application/json", "idempotency-key": randomUUID() },
        body: JSON.stringify({ availability_slot_id: member.slots[0], animal_id: member.animalId }),
      }, 201, samples, errors),
    ),
  );
  const figures = summarise(samples, (performance.now() - started) / 1000, errors);
  client.destroy();
  return figures;
}

/**
 * `loops` clients asking for `path` one request after another until `seconds` have passed (or,
 * with `until`, until that promise settles): the bare route as the yard stick, or a read beside
 * the rush.
 */
export async function readLoop(appUrl: string, path: string, { loops, seconds, cookie, until }: { loops: number; seconds: number; cookie?: string; until?: Promise<unknown> }): Promise<RushFigures> {
  const client = keepAlive(loops);
  const samples: Sample[] = [];
  const errors: string[] = [];
  let done = false;
  void until?.finally(() => (done = true));
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (!done && (until || performance.now() < end)) {
        if (!(await timed(client, `${appUrl}${path}`, { method: "GET", headers: cookie ? { cookie } : {} }, 200, samples, errors))) return;
      }
    }),
  );
  const figures = summarise(samples, (performance.now() - started) / 1000, errors);
  client.destroy();
  return figures;
}

/** One request, its time kept; the answer's JSON when its status is the expected one. */
async function timed(client: http.Agent, url: string, init: { method: string; headers: Record<string, string>; body?: string }, expected: number, samples: Sample[], errors: string[]): Promise<unknown> {
  const started = performance.now();
  try {
    const { status, text } = await send(client, url, init);
    const ok = status === expected;
    samples.push({ ms: performance.now() - started, ok, status });
    if (!ok) {
      errors.push(`${init.method} ${new URL(url).pathname}: ${status} ${text.slice(0, 200)}`);
      return null;
    }
    return text ? JSON.parse(text) : {};
  } catch (error) {
    errors.push(`${init.method} ${new URL(url).pathname}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** At most `sockets` connections, each kept open between requests, as a phone's browser does. */
function keepAlive(sockets: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: sockets });
}

function send(agent: http.Agent, url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { agent, method: init.method, headers: init.body ? { ...init.headers, "content-length": Buffer.byteLength(init.body) } : init.headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
      answer.on("error", reject);
    });
    request.on("error", reject);
    request.end(init.body);
  });
}

function summarise(samples: Sample[], seconds: number, errors: string[]): RushFigures {
  return figuresOf(samples.filter((sample) => sample.ok).map((sample) => sample.ms), seconds, samples.length, errors);
}

/**
 * Runs of the same load as one: requests a second over all their time, percentiles over all their
 * answers. The bench alternates the loads it compares in short runs, so that a slower minute of a
 * shared machine weighs on both sides of a ratio alike.
 */
export function together(runs: RushFigures[]): RushFigures {
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  return figuresOf(runs.flatMap((run) => run.times), seconds, runs.reduce((sum, run) => sum + run.requests, 0), runs.flatMap((run) => run.errors));
}

function figuresOf(answered: number[], seconds: number, requests: number, errors: string[]): RushFigures {
  const times = [...answered].sort((a, b) => a - b);
  const at = (share: number) => (times.length ? times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)] : NaN);
  return { rate: times.length / seconds, p50: at(0.5), p99: at(0.99), requests, errors, times, seconds };
}

/**
 * The group lessons' rush (docs/rules.md, "Group lessons"): its Saturdays' lessons (`saturdays[w]`:
 * that Saturday's lesson ids, in time order), their places and the members who want them.
 */
export type GroupRushClub = { members: RushMember[]; saturdays: number[][]; capacity: number };
export type GroupRushFigures = RushFigures & { placesPerLesson: number[]; refused: number };

/**
 * `lessons` group lessons of `capacity` places on each of `saturdays` Saturdays from `day` (the
 * rush club's slots are weekdays), one after the other from 09:00, and exactly as many members as
 * one Saturday's places, one animal each.
 */
export async function seedGroupRushClub({ lessons, capacity, saturdays, day }: { lessons: number; capacity: number; saturdays: number; day: string }): Promise<GroupRushClub> {
  const approvedAt = new Date();
  const count = lessons * capacity;
  const users = await db.user.createManyAndReturn({
    data: Array.from({ length: count }, (_, index) => ({
      name: `Sócio da aula de grupo ${index}`, email: `grupo${index}@bench.pt`, passwordHash: "!",
      role: "student" as const, studentCategory: "student" as const, approvedAt,
    })),
    select: { id: true, sessionVersion: true },
  });
  const animals = await db.animal.createManyAndReturn({
    data: users.map((user) => ({ userId: user.id, name: `Cão ${user.id}`, birthDate: new Date("2021-03-01") })),
    select: { id: true, userId: true },
  });
  const slots = await db.availabilitySlot.createManyAndReturn({
    data: Array.from({ length: saturdays }, (_, week) => {
      const first = clubInstant(addClubDays(day, 7 * week), "09:00").getTime();
      return Array.from({ length: lessons }, (_, index) => ({
        startsAt: new Date(first + index * 45 * 60_000),
        endsAt: new Date(first + (index + 1) * 45 * 60_000),
        capacity,
      }));
    }).flat(),
    select: { id: true, startsAt: true },
  });
  const inOrder = slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()).map((slot) => slot.id);
  const members = await Promise.all(
    users.map(async (user) => ({
      id: user.id,
      animalId: animals.find((animal) => animal.userId === user.id)!.id,
      cookie: `ace_session=${await issueSessionToken({ userId: user.id, sessionVersion: user.sessionVersion })}`,
      slots: [],
    })),
  );
  const saturdayLessons = Array.from({ length: saturdays }, (_, week) => inOrder.slice(week * lessons, (week + 1) * lessons));
  return { members, saturdays: saturdayLessons, capacity };
}

/**
 * Every member at the same moment wants a place in each Saturday's group lessons, one Saturday
 * after the other, all on the first half of its lessons (so half of them find theirs full) and
 * moving on to another lesson after a 409, until booked. A member goes on to the next Saturday as
 * soon as booked, not waiting for the others: for as long as the rush lasts, all of them are
 * wanting a place (a single Saturday of 40 places is over in a fifth of a second, and its rate
 * would measure the rush's start and end more than the server). Every answer must be 201 or 409;
 * afterwards each lesson must hold exactly its places. The rate counts every answer (places taken
 * and refusals alike): the writes the server answered a second.
 */
export async function groupRush(appUrl: string, club: GroupRushClub): Promise<GroupRushFigures> {
  const client = keepAlive(club.members.length);
  await Promise.all(club.members.map(() => send(client, `${appUrl}/api/health`, { method: "GET", headers: {} })));
  const samples: Sample[] = [];
  const errors: string[] = [];
  let refused = 0;
  /** One member's place on one Saturday: true once booked. */
  const bookPlace = async (member: RushMember, index: number, lessons: number[]): Promise<boolean> => {
    // Two members want each place of the first half's lessons; those refused move on to the
    // second half's, which then fill exactly: two rounds, every place taken.
    const half = Math.max(1, Math.floor(lessons.length / 2));
    for (let tried = 0; tried < lessons.length; tried++) {
      const slotId = lessons[((index % half) + tried * half) % lessons.length];
      const sent = performance.now();
      try {
        const { status, text } = await send(client, `${appUrl}/api/bookings`, {
          method: "POST",
          headers: { cookie: member.cookie, "content-type": "application/json", "idempotency-key": randomUUID() },
          body: JSON.stringify({ availability_slot_id: slotId, animal_id: member.animalId }),
        });
        samples.push({ ms: performance.now() - sent, ok: status === 201 || status === 409, status });
        if (status === 201) return true;
        if (status !== 409) {
          errors.push(`POST /api/bookings (group): ${status} ${text.slice(0, 200)}`);
          return false;
        }
        refused++;
      } catch (error) {
        errors.push(`POST /api/bookings (group): ${error instanceof Error ? error.message : String(error)}`);
        return false;
      }
    }
    errors.push(`member ${member.id} found no place in ${lessons.length} lessons`);
    return false;
  };
  const started = performance.now();
  await Promise.all(
    club.members.map(async (member, index) => {
      for (const lessons of club.saturdays) if (!(await bookPlace(member, index, lessons))) return;
    }),
  );
  const figures = summarise(samples, (performance.now() - started) / 1000, errors);
  client.destroy();
  const lessons = club.saturdays.flat();
  const counts = await db.booking.groupBy({ by: ["slotId"], where: { slotId: { in: lessons } }, _count: { _all: true } });
  const placesPerLesson = lessons.map((id) => counts.find((row) => row.slotId === id)?._count._all ?? 0);
  for (const [index, places] of placesPerLesson.entries()) {
    if (places !== club.capacity) figures.errors.push(`group lesson ${index + 1}: ${places} places booked, not ${club.capacity}`);
  }
  return { ...figures, placesPerLesson, refused };
}
