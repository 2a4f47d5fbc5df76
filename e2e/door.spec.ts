import net from "node:net";
import { expect, test, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import bcrypt from "bcryptjs";
import { e2eEnv } from "./support/accounts";
import { query, startAppStack, type AppStack } from "./support/app-stack";

// The server's door (src/server/http/door/) through the real server (server.ts), as an attacker
// and a member meet it at once: a flood of wrong sign-ins and clients that send their bodies a
// byte at a time hold no member's booking and no member's sign-in from their own phone. Asserted
// by outcome and by order (who was answered before whom), never by the clock: the time bounds
// (a booking within 2 s, a known phone within 3 s) are the bench's (`npm run bench`, "The door").

test.describe.configure({ mode: "serial" });

const PASSWORD = "segredo-da-socia";
const FLOOD = 100;

let stack: AppStack;
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const serverUrl = new URL(e2eEnv("databaseUrl"));
  serverUrl.pathname = "/postgres";
  // Hashes that take a while (cost 10, a quarter of production's), so that a flood of sign-ins is work.
  stack = await startAppStack({ serverUrl: serverUrl.toString(), instances: 1, name: "door", env: { ACE_TEST_PASSWORD_COST: "10" } });
  // By address, not 'localhost': Playwright's client looks a host name up in both families, and
  // where 'localhost' has no IPv6 entry (these machines), a burst of new connections waits out
  // the resolver's 5 s before it connects: the flood's second half and the member's booking with it.
  origin = stack.urls[0]!.replace("//localhost:", "//127.0.0.1:");
});
test.afterAll(async () => {
  await stack?.stop();
});

/** A member with a dog, a free slot next week, and a phone (a request context) that signed in before. */
async function memberWithPhone(email: string, daysAhead: number): Promise<{ phone: APIRequestContext; slotId: number; animalId: number }> {
  const [{ id }] = await query<{ id: number }>(
    stack.databaseUrl,
    "INSERT INTO users (name, email, password_hash, role, student_category, approved_at, updated_at) VALUES ('Sócia', $1, $2, 'student', 'student', now(), now()) RETURNING id",
    [email, await bcrypt.hash(PASSWORD, 10)],
  );
  const [animal] = await query<{ id: number }>(stack.databaseUrl, "INSERT INTO animals (user_id, name, birth_date, updated_at) VALUES ($1, 'Pimenta', '2020-01-01', now()) RETURNING id", [id]);
  const [slot] = await query<{ id: number }>(
    stack.databaseUrl,
    "INSERT INTO availability_slots (starts_at, ends_at) VALUES (now() + make_interval(days => $1), now() + make_interval(days => $1, mins => 45)) RETURNING id",
    [daysAhead],
  );
  const phone = await playwrightRequest.newContext({ baseURL: origin });
  expect((await phone.post("/api/auth/login", { data: { email, password: PASSWORD } })).status()).toBe(200); // the device cookie
  // The booking's route loaded once before the flood (a refusal of an empty body): what is
  // compared is the door's order, not the first load of a route's code on a busy machine.
  expect((await phone.post("/api/bookings", { data: {} })).status()).toBe(400);
  return { phone, slotId: slot.id, animalId: animal.id };
}

/** Every answer in the order it came, by name, but the door's refusals (503): those did no work. */
function answerLog() {
  const order: string[] = [];
  const track = async (name: string, sent: Promise<{ status: () => number }>) => {
    const status = (await sent).status();
    if (status !== 503) order.push(name);
    return status;
  };
  return { track, after: (name: string) => order.length - 1 - order.indexOf(name), flood: () => order.filter((name) => name.startsWith("flood")).length };
}

test("a flood of wrong sign-ins holds neither a member's booking nor their sign-in from a phone that signed in before", async () => {
  test.setTimeout(90_000);
  const { phone, slotId, animalId } = await memberWithPhone("socia-porta@stack.pt", 6);
  const attacker = await playwrightRequest.newContext({ baseURL: origin });
  const log = answerLog();
  let firstAnswer!: () => void;
  const floodAnswered = new Promise<void>((resolve) => (firstAnswer = resolve));
  const flood = Array.from({ length: FLOOD }, (_, index) =>
    log.track(`flood-${index}`, attacker.post("/api/auth/login", { data: { email: `ninguem${index}@stack.pt`, password: "adivinha" } })).finally(() => firstAnswer()),
  );
  await floodAnswered; // the flood is at the door: its first answers are coming back

  const signedIn = log.track("phone", phone.post("/api/auth/login", { data: { email: "socia-porta@stack.pt", password: PASSWORD } }));
  const booked = log.track("booking", phone.post("/api/bookings", { data: { availability_slot_id: slotId, animal_id: animalId } }));
  expect(await signedIn).toBe(200);
  expect(await booked).toBe(201);
  const statuses = await Promise.all(flood);

  expect(statuses.filter((status) => ![401, 429, 503].includes(status))).toEqual([]);
  // At a first-come door both waited behind nearly the whole flood. Now the door lets in a dozen
  // at a time, hashed one after the other, and turns the rest away (503): at least half of those
  // it let in are still waiting for their hash when the member's two answers come.
  const worked = log.flood();
  expect(worked).toBeGreaterThanOrEqual(8);
  expect(log.after("phone")).toBeGreaterThanOrEqual(worked / 2);
  expect(log.after("booking")).toBeGreaterThanOrEqual(worked / 2);
  await Promise.all([phone.dispose(), attacker.dispose()]);
});

test("clients sending their bodies a byte at a time hold no member's booking or sign-in", async () => {
  const { phone, slotId, animalId } = await memberWithPhone("socia-lenta@stack.pt", 7);
  const { port } = new URL(origin);
  const slowUploads = Array.from({ length: 10 }, () => {
    const socket = net.connect(Number(port), "127.0.0.1");
    const answered = new Promise<string>((resolve) => socket.once("data", (data) => resolve(data.toString().split("\r\n")[0]!)));
    socket.write(`POST /api/auth/register HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{"name":"`);
    const drip = setInterval(() => socket.write("a"), 1_000);
    return { socket, drip, answered: answered.then((line) => line, () => "") };
  });
  const answeredSoFar: string[] = [];
  for (const upload of slowUploads) void upload.answered.then((line) => answeredSoFar.push(line));

  const signedIn = await phone.post("/api/auth/login", { data: { email: "socia-lenta@stack.pt", password: PASSWORD } });
  const booked = await phone.post("/api/bookings", { data: { availability_slot_id: slotId, animal_id: animalId } });
  expect(signedIn.status()).toBe(200);
  expect(booked.status()).toBe(201);
  // Every slow upload is still sending: none has been answered, none let go.
  expect(answeredSoFar).toEqual([]);
  expect(slowUploads.filter((upload) => upload.socket.destroyed)).toEqual([]);

  for (const upload of slowUploads) {
    clearInterval(upload.drip);
    upload.socket.destroy();
  }
  await phone.dispose();
});
