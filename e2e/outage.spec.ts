import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { controlEmbeddedPostgres, startEmbeddedPostgres, type EmbeddedServer } from "../scripts/lib/embedded-postgres";
import { query, startAppStack, STACK_TRAINER, type AppStack } from "./support/app-stack";

// The database goes away under a running app, in every way it can: shutting down (smart: old
// connections stay, new ones are refused), down, restarting, moved to another port. The API
// answers 503 JSON, screens a Portuguese "temporarily unavailable" page, /api/health the
// truth; the app comes back by itself once the database does (how soon is the bench's to
// measure), and loses no acknowledged write.

test.describe.configure({ mode: "serial" });

const UNAVAILABLE = { error: "Serviço temporariamente indisponível. Tente novamente dentro de momentos." };
let dir: string;
let postgres: EmbeddedServer;
let port: number;
let stack: AppStack;
let app: APIRequestContext;
let token: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = await mkdtemp(path.join(os.tmpdir(), "ace-outage-"));
  postgres = await startEmbeddedPostgres({ dir });
  port = Number(new URL(postgres.url).port);
  stack = await startAppStack({ serverUrl: postgres.url, instances: 1, name: "outage" });
  app = await playwrightRequest.newContext({ baseURL: stack.urls[0] });
  token = (await (await app.post("/api/auth/login", { data: STACK_TRAINER })).json()).token;
});
test.afterAll(async () => {
  await app?.dispose();
  await stack?.stopInstances();
  await controlEmbeddedPostgres(dir, { start: port }).catch(() => {}); // running again, to drop the database
  await stack?.stop();
  await postgres?.stop();
  await rm(dir, { recursive: true, force: true });
});

const bearer = () => ({ Authorization: `Bearer ${token}` });
const read = () => app.get("/api/bookings/all", { headers: bearer() });
const health = () => app.get("/api/health");

/** The app answers a read with 200 again, by itself (the bound is far past any machine's pace). */
async function expectBack(): Promise<void> {
  await expect.poll(async () => (await read()).status(), { timeout: 15_000, intervals: [100] }).toBe(200);
}

async function expectUnavailable() {
  const response = await read();
  expect(response.status()).toBe(503);
  expect(await response.json()).toEqual(UNAVAILABLE);
  const healthCheck = await health();
  expect(healthCheck.status()).toBe(503);
  expect(await healthCheck.json()).toEqual({ status: "error", database: "down" });
}

test("while PostgreSQL shuts down, reads answer 200 or 503, never 500, and health says down", async () => {
  expect((await read()).status()).toBe(200);
  expect((await health()).status()).toBe(200);
  await controlEmbeddedPostgres(dir, { stop: "smart", wait: false });
  // Many reads at once need new connections, which a shutting-down server refuses.
  const statuses = (await Promise.all(Array.from({ length: 20 }, read))).map((response) => response.status());
  expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
  // Health opens a new connection at most once a second: it soon says down.
  await expect.poll(async () => (await health()).status()).toBe(503);
});

test("down: the API answers 503 JSON and screens the Portuguese unavailable page; back by itself", async ({ browser }) => {
  await controlEmbeddedPostgres(dir, { stop: "fast" }).catch(() => {}); // the smart stop may have finished already
  await expectUnavailable();

  const context = await browser.newContext({ baseURL: stack.urls[0] });
  await context.addCookies([{ name: "ace_session", value: token, url: stack.urls[0] }]);
  const page = await context.newPage();
  const response = await page.goto("/calendar");
  expect(response?.status()).toBe(503);
  await expect(page.getByRole("heading", { name: "Serviço temporariamente indisponível" })).toBeVisible();
  expect(page.url()).toContain("/indisponivel?voltar=%2Fcalendar");

  await controlEmbeddedPostgres(dir, { start: port });
  await expectBack();
  expect((await health()).status()).toBe(200);
  // The page comes back by itself (it retries every 5 s).
  await expect(page).toHaveURL(/\/calendar$/, { timeout: 10_000 });
  await context.close();
});

test("a crash loses no acknowledged write", async () => {
  const [slot] = await query<{ id: number }>(
    stack.databaseUrl,
    "INSERT INTO availability_slots (starts_at, ends_at) VALUES (now() + interval '2 days', now() + interval '2 days 45 minutes') RETURNING id",
  );
  const blocked = await app.put(`/api/availability/slot/${slot.id}`, { headers: bearer(), data: { is_blocked: true } });
  expect(blocked.status()).toBe(200);
  await controlEmbeddedPostgres(dir, { stop: "immediate" }); // as if the machine lost power
  await expectUnavailable();
  await controlEmbeddedPostgres(dir, { start: port });
  await expectBack();
  expect(await query(stack.databaseUrl, "SELECT is_blocked FROM availability_slots WHERE id = $1", [slot.id])).toEqual([{ is_blocked: true }]);
});

test("moved to another port: the app keeps answering 503 and its health says so", async () => {
  await controlEmbeddedPostgres(dir, { stop: "fast" });
  const elsewhere = await new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port: free } = server.address() as net.AddressInfo;
      server.close(() => resolve(free));
    });
  });
  await controlEmbeddedPostgres(dir, { start: elsewhere });
  try {
    await expectUnavailable();
  } finally {
    await controlEmbeddedPostgres(dir, { stop: "fast" });
    await controlEmbeddedPostgres(dir, { start: port });
  }
  await expectBack();
});
