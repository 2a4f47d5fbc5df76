import net from "node:net";
import bcrypt from "bcryptjs";
import { addClubDays, clubInstant, clubToday } from "@/lib/club-time";
import { PRODUCTION_PASSWORD_COST } from "@/server/auth/passwords";
import { db } from "@/server/db";

// The door of `npm run bench` (src/server/http/door/): how long a member waits for a booking and
// for a sign-in from their own phone while an attacker floods the server with wrong sign-ins, or
// holds connections open sending bodies a byte at a time. The journey e2e/door.spec.ts holds the
// order of the answers; the times are measured here, on the production build at production cost.

export const DOOR_TARGETS = { bookingMs: 2_000, knownSignInMs: 3_000 };

export type DoorMember = { email: string; password: string; animalId: number; slotIds: [number, number] };
export type DoorFigures = {
  flood: { signInMs: number; bookingMs: number; statuses: Record<number, number> };
  slowUploads: { signInMs: number; bookingMs: number; stillSending: number };
  errors: string[];
};

/** A member at production cost with a dog and two free lessons next year (far from the rush's weeks). */
export async function seedDoorMember(): Promise<DoorMember> {
  const password = "porta-da-socia";
  const email = "porta@bench.pt";
  const user = await db.user.create({
    data: { name: "Sócia da porta", email, passwordHash: await bcrypt.hash(password, PRODUCTION_PASSWORD_COST), role: "student", studentCategory: "student", approvedAt: new Date() },
    select: { id: true },
  });
  const animal = await db.animal.create({ data: { userId: user.id, name: "Porta", birthDate: new Date("2021-03-01") }, select: { id: true } });
  const day = addClubDays(clubToday(), 300);
  const slots = await db.availabilitySlot.createManyAndReturn({
    data: ["07:00", "07:45"].map((time) => ({ startsAt: clubInstant(day, time), endsAt: clubInstant(day, time === "07:00" ? "07:45" : "08:30") })),
    select: { id: true },
  });
  return { email, password, animalId: animal.id, slotIds: [slots[0]!.id, slots[1]!.id] };
}

/** `flood` wrong sign-ins at once, then `slowUploads` clients sending a byte a second: a member's booking and known sign-in beside each. */
export async function measureDoor(appUrl: string, member: DoorMember, { flood, slowUploads }: { flood: number; slowUploads: number }): Promise<DoorFigures> {
  const errors: string[] = [];
  const phone = await signIn(appUrl, member, "");
  if (phone.status !== 200) throw new Error(`The door's member could not sign in: ${phone.status}`);
  const cookies = phone.cookies;

  // The flood: wrong passwords for accounts that do not exist, all at once.
  const statuses: Record<number, number> = {};
  let firstAnswer!: () => void;
  const answering = new Promise<void>((resolve) => (firstAnswer = resolve));
  const attempts = Array.from({ length: flood }, (_, index) =>
    post(appUrl, "/api/auth/login", { email: `ninguem${index}@bench.pt`, password: "adivinha" }, "")
      .then(({ status }) => (statuses[status] = (statuses[status] ?? 0) + 1))
      .catch((error: unknown) => errors.push(`flood: ${String(error)}`))
      .finally(() => firstAnswer()),
  );
  await answering; // the flood is at the door
  const [floodSignIn, floodBooking] = await Promise.all([timedSignIn(appUrl, member, cookies), timedBooking(appUrl, member.animalId, member.slotIds[0], cookies)]);
  await Promise.all(attempts);
  const unexpected = Object.keys(statuses).map(Number).filter((status) => ![401, 429, 503].includes(status));
  if (unexpected.length) errors.push(`flood answered ${unexpected.join(", ")} (only 401, 429 and 503 are expected)`);

  // Clients that send a sign-up's body a byte a second and never finish.
  const { port } = new URL(appUrl);
  const sockets = Array.from({ length: slowUploads }, () => {
    const socket = net.connect(Number(port), "127.0.0.1");
    socket.on("error", () => {});
    socket.write(`POST /api/auth/register HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{"name":"`);
    const drip = setInterval(() => socket.write("a"), 1_000);
    socket.once("close", () => clearInterval(drip));
    return socket;
  });
  await new Promise((resolve) => setTimeout(resolve, 500)); // they hold their connections
  const [slowSignIn, slowBooking] = await Promise.all([timedSignIn(appUrl, member, cookies), timedBooking(appUrl, member.animalId, member.slotIds[1], cookies)]);
  const stillSending = sockets.filter((socket) => !socket.destroyed).length;
  for (const socket of sockets) socket.destroy();

  for (const figure of [floodSignIn, floodBooking, slowSignIn, slowBooking]) if (figure.error) errors.push(figure.error);
  return {
    flood: { signInMs: floodSignIn.ms, bookingMs: floodBooking.ms, statuses },
    slowUploads: { signInMs: slowSignIn.ms, bookingMs: slowBooking.ms, stillSending },
    errors,
  };
}

async function timedSignIn(appUrl: string, member: DoorMember, cookies: string) {
  const started = performance.now();
  const { status } = await signIn(appUrl, member, cookies);
  return { ms: performance.now() - started, error: status === 200 ? null : `known sign-in: ${status}` };
}

async function timedBooking(appUrl: string, animalId: number, slotId: number, cookies: string) {
  const started = performance.now();
  const { status } = await post(appUrl, "/api/bookings", { availability_slot_id: slotId, animal_id: animalId }, cookies);
  return { ms: performance.now() - started, error: status === 201 ? null : `booking: ${status}` };
}

/** Signs in, keeping the session and device cookies it sets. */
async function signIn(appUrl: string, member: DoorMember, cookies: string) {
  const answer = await post(appUrl, "/api/auth/login", { email: member.email, password: member.password }, cookies);
  const set = answer.setCookies.map((cookie) => cookie.split(";")[0]!).filter((cookie) => /^ace_(session|device)=/.test(cookie));
  return { status: answer.status, cookies: set.join("; ") };
}

async function post(appUrl: string, path: string, body: unknown, cookie: string) {
  const response = await fetch(`${appUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: appUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, setCookies: response.headers.getSetCookie() };
}
