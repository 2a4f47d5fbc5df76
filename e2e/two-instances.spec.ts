import { expect, test, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import bcrypt from "bcryptjs";
import { e2eEnv } from "./support/accounts";
import { query, startAppStack, STACK_TRAINER, type AppStack } from "./support/app-stack";

// Two app instances on one PostgreSQL, sharing no memory, as behind a load balancer: whatever
// one instance does, the other one honours (sessions, rate limits, one booking per slot), and
// each mail leaves once although both run the outbox.

test.describe.configure({ mode: "serial" });

let stack: AppStack;
let a: APIRequestContext;
let b: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const serverUrl = new URL(e2eEnv("databaseUrl"));
  serverUrl.pathname = "/postgres";
  stack = await startAppStack({ serverUrl: serverUrl.toString(), instances: 2, name: "two" });
  [a, b] = await Promise.all(stack.urls.map((baseURL) => playwrightRequest.newContext({ baseURL })));
});
test.afterAll(async () => {
  await Promise.all([a?.dispose(), b?.dispose()]);
  await stack?.stop();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function member(email: string, password = "segredo1") {
  const hash = await bcrypt.hash(password, 4);
  const [row] = await query<{ id: number }>(
    stack.databaseUrl,
    "INSERT INTO users (name, email, password_hash, role, student_category, approved_at, updated_at) VALUES ($1, $2, $3, 'student', 'student', now(), now()) RETURNING id",
    [email.split("@")[0], email, hash],
  );
  return row.id;
}

test("a session started on one instance works on the other, and a logout on either ends it", async () => {
  await member("sessao@stack.pt");
  const login = await a.post("/api/auth/login", { data: { email: "sessao@stack.pt", password: "segredo1" } });
  const { token } = await login.json();
  expect((await b.get("/api/auth/me", { headers: bearer(token) })).status()).toBe(200);
  expect((await b.post("/api/auth/logout", { headers: bearer(token) })).status()).toBe(200);
  expect((await a.get("/api/auth/me", { headers: bearer(token) })).status()).toBe(401);
});

test("wrong guesses count on one account across both instances", async () => {
  await member("limite@stack.pt");
  for (let attempt = 0; attempt < 10; attempt++) {
    const instance = attempt % 2 === 0 ? a : b;
    expect((await instance.post("/api/auth/login", { data: { email: "limite@stack.pt", password: "adivinha" } })).status()).toBe(401);
  }
  for (const instance of [a, b]) {
    const limited = await instance.post("/api/auth/login", { data: { email: "limite@stack.pt", password: "segredo1" } });
    expect(limited.status()).toBe(429);
    expect(await limited.json()).toEqual({ error: "Demasiadas tentativas. Aguarde alguns minutos e tente novamente." });
  }
});

test("of twelve simultaneous bookings of one slot spread over both instances, exactly one wins", async () => {
  const trainer = (await (await a.post("/api/auth/login", { data: STACK_TRAINER })).json()).token as string;
  const members = await Promise.all(Array.from({ length: 4 }, (_, i) => member(`corrida${i}@stack.pt`)));
  const animals = await Promise.all(
    members.map(async (userId, i) =>
      (await query<{ id: number }>(stack.databaseUrl, "INSERT INTO animals (user_id, name, birth_date, updated_at) VALUES ($1, $2, '2020-01-01', now()) RETURNING id", [userId, `Cão ${i}`]))[0].id,
    ),
  );
  const [slot] = await query<{ id: number }>(
    stack.databaseUrl,
    "INSERT INTO availability_slots (starts_at, ends_at) VALUES (now() + interval '3 days', now() + interval '3 days 45 minutes') RETURNING id",
  );
  const attempts = Array.from({ length: 12 }, (_, i) =>
    (i % 2 === 0 ? a : b).post("/api/bookings", {
      headers: bearer(trainer),
      data: { availability_slot_id: slot.id, animal_id: animals[i % animals.length] },
    }),
  );
  const statuses = (await Promise.all(attempts)).map((response) => response.status()).sort();
  expect(statuses).toEqual([201, ...Array(11).fill(409)]);
  expect(await query(stack.databaseUrl, "SELECT id FROM bookings WHERE availability_slot_id = $1", [slot.id])).toHaveLength(1);
});

test("each instance keeps the calendar it read, and shows a booking or a cancel made on the other at once", async () => {
  const trainer = (await (await a.post("/api/auth/login", { data: STACK_TRAINER })).json()).token as string;
  const userId = await member("semana@stack.pt");
  const [animal] = await query<{ id: number }>(stack.databaseUrl, "INSERT INTO animals (user_id, name, birth_date, updated_at) VALUES ($1, 'Faísca', '2020-01-01', now()) RETURNING id", [userId]);
  const [slot] = await query<{ id: number; date: string }>(
    stack.databaseUrl,
    `INSERT INTO availability_slots (starts_at, ends_at) VALUES (now() + interval '20 days', now() + interval '20 days 45 minutes')
     RETURNING id, to_char(starts_at AT TIME ZONE 'Europe/Lisbon', 'YYYY-MM-DD') AS date`,
  );
  const statusOn = async (instance: APIRequestContext) => {
    const week = await (await instance.get(`/api/availability/week/${slot.date}`, { headers: bearer(trainer) })).json();
    const slots = week.days.flatMap((day: { slots: { id: number; status: string; booking: { animal_name: string } | null }[] }) => day.slots);
    const found = slots.find((entry: { id: number }) => entry.id === slot.id);
    return `${found.status}${found.booking ? ` ${found.booking.animal_name}` : ""}`;
  };
  // Both instances read (and keep) the week first.
  expect([await statusOn(a), await statusOn(b)]).toEqual(["available", "available"]);
  const booked = await a.post("/api/bookings", { headers: bearer(trainer), data: { availability_slot_id: slot.id, animal_id: animal.id } });
  expect(booked.status()).toBe(201);
  expect(await statusOn(b)).toBe("booked Faísca");
  const { booking } = await booked.json();
  expect((await b.delete(`/api/bookings/${booking.id}`, { headers: bearer(trainer) })).status()).toBe(200);
  expect(await statusOn(a)).toBe("available");
});

test("mail queued through either instance leaves once, although both deliver the outbox", async () => {
  const emails = Array.from({ length: 6 }, (_, i) => `correio${i}@stack.pt`);
  await Promise.all(emails.map((email) => member(email)));
  await Promise.all(emails.map((email, i) => (i % 2 === 0 ? a : b).post("/api/auth/request-password-reset", { data: { email } })));
  for (const email of emails) await stack.smtp.waitForMessage((mail) => mail.to === email, 20_000);
  // A mail is sent under its row's lock and marked sent before the lock goes: once every row is
  // marked, neither instance can send one again.
  await expect
    .poll(async () => (await query(stack.databaseUrl, "SELECT count(*)::int AS n FROM outbox_emails WHERE \"to\" = ANY($1) AND sent_at IS NOT NULL", [emails]))[0]?.n, { timeout: 20_000 })
    .toBe(emails.length);
  const received = stack.smtp.messages.filter((mail) => emails.includes(mail.to)).map((mail) => mail.to).sort();
  expect(received).toEqual([...emails].sort());
});
