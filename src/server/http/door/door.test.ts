import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { issueSessionToken, readSessionToken, SESSION_COOKIE } from "@/server/auth/session-token";
import { DEVICE_COOKIE, rememberDevice } from "@/server/auth/trusted-device";
import { SERVER_BUSY } from "@/server/errors";
import { BODY_BUFFER_BYTES } from "@/server/http/door/body-first";
import { DOOR_LIMITS, serverDoor, WRITES_AT_ONCE, WRITES_BESIDE_READS, type DoorLimits } from "@/server/http/door/door";

// The server's door (door.ts) over real HTTP: a server whose "Next.js" holds every request it was
// handed until the test answers it, so the test sees which requests were handed over when, and
// with what body.

type Held = { method: string; path: string; body: Promise<string>; answer: () => void };

function heldServer(limits?: DoorLimits) {
  const door = serverDoor(limits);
  const handed: Held[] = [];
  const arrived: string[] = [];
  const closed: string[] = [];
  const server = http.createServer({ highWaterMark: BODY_BUFFER_BYTES }, (request, response) => {
    arrived.push(request.url!);
    response.once("close", () => closed.push(request.url!));
    door(request, response, () => {
      // Read as Next.js reads it: the request stream as a web Request's body, which refuses a
      // stream that was read from before.
      const body = request.method === "GET" ? Promise.resolve("") : new Request("http://ace.test/", { method: "POST", body: request as never, duplex: "half" } as RequestInit).text();
      handed.push({ method: request.method!, path: request.url!, body, answer: () => response.end("ok") });
    });
  });
  return { server, handed, arrived, closed };
}

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

type Sent = { request: http.ClientRequest; answered: Promise<{ status: number; body: string; retryAfter?: string }> };

async function listen(held: ReturnType<typeof heldServer>) {
  server = held.server;
  await new Promise<void>((resolve) => held.server.listen(0, "127.0.0.1", resolve));
  const { port } = held.server.address() as AddressInfo;
  /** Sends a request; `body: null` sends the headers and leaves the body to the caller. */
  const send = (method: string, path: string, { cookie, body = method === "GET" ? "" : "{}", length }: { cookie?: string; body?: string | null; length?: number } = {}): Sent => {
    const headers: Record<string, string> = { "Content-Length": String(length ?? body?.length ?? 0) };
    if (cookie) headers.Cookie = cookie;
    const request = http.request({ host: "127.0.0.1", port, method, path, headers, agent: false });
    const answered = new Promise<{ status: number; body: string; retryAfter?: string }>((resolve, reject) => {
      request.on("response", (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode!, body: Buffer.concat(chunks).toString(), retryAfter: response.headers["retry-after"] }));
      });
      request.on("error", reject);
    });
    if (body === null) request.flushHeaders();
    else request.end(body);
    answered.catch(() => undefined); // requests left unanswered are reset when the test ends
    return { request, answered };
  };
  return { send };
}

/**
 * A member's session cookie: each call a session of its own. Its token is read once here, as a
 * member's is on their first request: the door then knows its sender at once (session-token.ts
 * keeps the latest tokens read). Left to the door, each new token is decoded on Node's thread pool,
 * where four at once finish in any order, so writes sent one after the other were ready, and
 * started, out of order (a failed run of `.ci/run`, 29 November 2026).
 */
const member = async (userId = 1) => {
  const token = await issueSessionToken({ userId, sessionVersion: 0 });
  expect(await readSessionToken(token)).not.toBeNull();
  return `${SESSION_COOKIE}=${token}`;
};
const answerFirst = (handed: Held[], path: string) => handed.find((held) => held.path === path)!.answer();
const pathsOf = (handed: Held[]) => handed.map((held) => held.path);

describe("the server's door: members' writes", () => {
  it("hands at most WRITES_AT_ONCE writes over at once, the rest in the order they came, and a read at once", async () => {
    const held = heldServer();
    const { send } = await listen(held);
    const cookie = await member(); // one member's session: its writes are ready in the order they came
    const writes = Array.from({ length: WRITES_AT_ONCE + 3 }, (_, index) => send("POST", `/api/bookings?n=${index}`, { cookie }));
    await expect.poll(() => held.handed.length).toBe(WRITES_AT_ONCE);

    send("GET", "/calendar");
    await expect.poll(() => pathsOf(held.handed)).toContain("/calendar");
    expect(held.handed.filter((request) => request.method === "POST")).toHaveLength(WRITES_AT_ONCE);

    answerFirst(held.handed, "/calendar"); // nobody reads now: the waiting writes have their turns
    answerFirst(held.handed, "/api/bookings?n=0");
    await expect.poll(() => held.handed.length).toBe(WRITES_AT_ONCE + 2);
    expect(held.handed.at(-1)!.path).toBe(`/api/bookings?n=${WRITES_AT_ONCE}`);

    for (let index = 1; index < writes.length; index++) {
      await expect.poll(() => held.handed.some((request) => request.path === `/api/bookings?n=${index}`)).toBe(true);
      answerFirst(held.handed, `/api/bookings?n=${index}`);
    }
    expect((await Promise.all(writes.map((write) => write.answered))).map((answer) => answer.status)).toEqual(writes.map(() => 200));
  });

  it("while a read is under way, starts a waiting write only when fewer than WRITES_BESIDE_READS are under way", async () => {
    const held = heldServer();
    const { send } = await listen(held);
    const reading = send("GET", "/api/slots");
    await expect.poll(() => held.handed.length).toBe(1);

    for (let index = 0; index < 4; index++) send("DELETE", `/api/bookings/${index}`, { cookie: await member() });
    await expect.poll(() => held.handed.length).toBe(1 + WRITES_BESIDE_READS);
    answerFirst(held.handed, "/api/bookings/0");
    await expect.poll(() => held.handed.length).toBe(2 + WRITES_BESIDE_READS); // one ended, one started
    expect(pathsOf(held.handed)).not.toContain("/api/bookings/3");

    answerFirst(held.handed, "/api/slots");
    expect((await reading.answered).status).toBe(200);
    await expect.poll(() => pathsOf(held.handed)).toContain("/api/bookings/3");
  });

  it("never starts a write whose client left while it waited", async () => {
    const held = heldServer();
    const { send } = await listen(held);
    for (let index = 0; index < WRITES_AT_ONCE; index++) send("PATCH", `/api/members/${index}`, { cookie: await member() });
    await expect.poll(() => held.handed.length).toBe(WRITES_AT_ONCE);

    const leaving = send("POST", "/api/bookings/leaving", { cookie: await member() });
    const staying = send("POST", "/api/bookings/staying", { cookie: await member() });
    await expect.poll(() => held.arrived).toEqual(expect.arrayContaining(["/api/bookings/leaving", "/api/bookings/staying"])); // both wait
    leaving.request.destroy();
    await expect.poll(() => held.closed).toContain("/api/bookings/leaving");

    answerFirst(held.handed, "/api/members/0");
    await expect.poll(() => pathsOf(held.handed)).toContain("/api/bookings/staying");
    answerFirst(held.handed, "/api/members/1");
    answerFirst(held.handed, "/api/bookings/staying");
    expect((await staying.answered).status).toBe(200);
    expect(pathsOf(held.handed)).not.toContain("/api/bookings/leaving");
  });

  it("takes a write's place only once its body has arrived, and hands the body over whole", async () => {
    const held = heldServer();
    const { send } = await listen(held);
    const body = JSON.stringify({ name: "Bolinhas", notes: "x".repeat(5000) });
    const slow = await Promise.all(Array.from({ length: WRITES_AT_ONCE }, async (_, index) => send("POST", `/api/auth/register?slow=${index}`, { body: null, length: body.length })));
    const slowMembers = await Promise.all(Array.from({ length: WRITES_AT_ONCE }, async (_, index) => send("POST", `/api/animals?slow=${index}`, { cookie: await member(), body: null, length: body.length })));
    for (const upload of [...slow, ...slowMembers]) upload.request.write(body.slice(0, 10)); // and no more, for now

    const booking = send("POST", "/api/bookings", { cookie: await member() });
    await expect.poll(() => pathsOf(held.handed)).toEqual(["/api/bookings"]);
    answerFirst(held.handed, "/api/bookings");
    expect((await booking.answered).status).toBe(200);

    slowMembers[0]!.request.end(body.slice(10));
    await expect.poll(() => pathsOf(held.handed)).toContain("/api/animals?slow=0");
    expect(await held.handed.find((request) => request.path === "/api/animals?slow=0")!.body).toBe(body);
    expect(pathsOf(held.handed)).toHaveLength(2);
  });

  it("refuses with 503 and Retry-After a write past the line, past its session's share of it, or waiting too long", async () => {
    const limits: DoorLimits = { ...DOOR_LIMITS, members: { atOnce: 1, besideReads: 1, waiting: 3, waitingPerSender: 2, waitMs: 60_000 } };
    const held = heldServer(limits);
    const { send } = await listen(held);
    const busy = await member(1);
    send("POST", "/api/bookings/running", { cookie: busy });
    await expect.poll(() => held.handed.length).toBe(1);

    const waiting = [send("POST", "/api/bookings/a", { cookie: busy }), send("POST", "/api/bookings/b", { cookie: busy })];
    const third = send("POST", "/api/bookings/c", { cookie: busy }); // the session's third waiting write
    expect(await third.answered).toEqual({ status: 503, body: JSON.stringify({ error: SERVER_BUSY }), retryAfter: "60" });
    const other = send("POST", "/api/bookings/other", { cookie: await member(2) }); // another member still has a place
    const pastTheLine = send("POST", "/api/bookings/d", { cookie: await member(3) });
    expect((await pastTheLine.answered).status).toBe(503);

    answerFirst(held.handed, "/api/bookings/running");
    for (const path of ["/api/bookings/a", "/api/bookings/b", "/api/bookings/other"]) {
      await expect.poll(() => pathsOf(held.handed)).toContain(path);
      answerFirst(held.handed, path);
    }
    expect((await Promise.all([...waiting, other].map((write) => write.answered))).map((answer) => answer.status)).toEqual([200, 200, 200]);

    const quick = heldServer({ ...limits, members: { ...limits.members, waitMs: 50 } });
    server!.closeAllConnections();
    await new Promise((resolve) => server!.close(resolve));
    const { send: sendQuick } = await listen(quick);
    sendQuick("POST", "/api/bookings/running", { cookie: busy });
    await expect.poll(() => quick.handed.length).toBe(1);
    expect((await sendQuick("POST", "/api/bookings/late", { cookie: await member(4) }).answered).status).toBe(503);
    expect(pathsOf(quick.handed)).toEqual(["/api/bookings/running"]);
  });
});

describe("the server's door: sign-ins and anonymous writes", () => {
  it("never makes a sign-in wait behind members' writes, nor a member's write behind sign-ins", async () => {
    const held = heldServer();
    const { send } = await listen(held);
    for (let index = 0; index < WRITES_AT_ONCE + 2; index++) send("POST", `/api/bookings/${index}`, { cookie: await member() });
    await expect.poll(() => held.handed.length).toBe(WRITES_AT_ONCE);
    send("POST", "/api/auth/login");
    await expect.poll(() => pathsOf(held.handed)).toContain("/api/auth/login");

    const flood = Array.from({ length: 40 }, (_, index) => send("POST", `/api/auth/login?flood=${index}`));
    answerFirst(held.handed, "/api/bookings/0");
    await expect.poll(() => pathsOf(held.handed)).toContain(`/api/bookings/${WRITES_AT_ONCE}`);
    expect(held.handed.filter((request) => request.path.includes("flood")).length).toBeLessThan(DOOR_LIMITS.signIns.atOnce);
    const refused = (await Promise.all(flood.slice(-10).map((login) => login.answered))).map((answer) => answer.status);
    expect(refused).toEqual(refused.map(() => 503));
  });

  it("keeps anonymous sign-ins to a few at once and a short line, and lets a browser that signed in before through", async () => {
    const held = heldServer();
    const { send } = await listen(held);
    const { atOnce, waiting } = DOOR_LIMITS.signIns;
    const flood = Array.from({ length: atOnce + waiting + 20 }, (_, index) => send("POST", `/api/auth/login?n=${index}`));
    await expect.poll(() => held.handed.length).toBe(atOnce);
    const answers = await Promise.all(flood.slice(atOnce + waiting).map((login) => login.answered));
    expect(answers.map((answer) => [answer.status, answer.retryAfter])).toEqual(answers.map(() => [503, "5"]));

    const known = send("POST", "/api/auth/login?known", { cookie: `${DEVICE_COOKIE}=${rememberDevice([], 7)}` });
    await expect.poll(() => pathsOf(held.handed)).toContain("/api/auth/login?known");
    answerFirst(held.handed, "/api/auth/login?known");
    expect((await known.answered).status).toBe(200);

    // A forged device cookie is anyone's: it meets the flood's full line.
    const forged = send("POST", "/api/auth/login?forged", { cookie: `${DEVICE_COOKIE}=7.abc.not-the-signature` });
    expect((await forged.answered).status).toBe(503);
  });

  it("keeps writes without a valid session (a forged one included) in their own small lane", async () => {
    const held = heldServer();
    const { send } = await listen(held);
    const { atOnce } = DOOR_LIMITS.anonymous;
    for (let index = 0; index < atOnce + 3; index++) send("POST", `/api/bookings/forged-${index}`, { cookie: `${SESSION_COOKIE}=forged-${index}` });
    await expect.poll(() => held.handed.length).toBe(atOnce);
    const booking = send("POST", "/api/bookings/member", { cookie: await member() });
    await expect.poll(() => pathsOf(held.handed)).toContain("/api/bookings/member");
    answerFirst(held.handed, "/api/bookings/member");
    expect((await booking.answered).status).toBe(200);
    expect(held.handed).toHaveLength(atOnce + 1);
  });
});
