import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { requestTurns, WRITES_AT_ONCE, WRITES_BESIDE_READS } from "@/server/http/turns";

// The server's turns (turns.ts) over real HTTP: a server whose "Next.js" holds every request it
// was handed until the test answers it, so the test sees which requests were handed over when.

type Held = { method: string; path: string; answer: () => void };

function heldServer() {
  const takeTurn = requestTurns();
  const handed: Held[] = [];
  const arrived: string[] = [];
  const closed: string[] = [];
  const server = http.createServer((request, response) => {
    arrived.push(request.url!);
    response.once("close", () => closed.push(request.url!));
    takeTurn(request, response, () => {
      handed.push({ method: request.method!, path: request.url!, answer: () => response.end("ok") });
    });
  });
  return { server, handed, arrived, closed };
}

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

async function listen(held: ReturnType<typeof heldServer>) {
  server = held.server;
  await new Promise<void>((resolve) => held.server.listen(0, "127.0.0.1", resolve));
  const { port } = held.server.address() as AddressInfo;
  const send = (method: string, path: string) => {
    const body = method === "GET" ? "" : "{}";
    const headers = { "Content-Length": String(body.length) };
    const request = http.request({ host: "127.0.0.1", port, method, path, headers, agent: false });
    const answered = new Promise<number>((resolve, reject) => {
      request.on("response", (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode!));
      });
      request.on("error", reject);
    });
    request.end(body);
    answered.catch(() => undefined); // requests left unanswered are reset when the test ends
    return { request, answered };
  };
  return { send };
}

const answerFirst = (handed: Held[], path: string) => handed.find((held) => held.path === path)!.answer();

describe("the server's turns", () => {
  it("hands at most WRITES_AT_ONCE writes over at once, the rest in the order they came, and a read at once", async () => {
    const held = heldServer();
    const { send } = await listen(held);
    const writes = Array.from({ length: WRITES_AT_ONCE + 3 }, (_, index) => send("POST", `/api/bookings?n=${index}`));
    await expect.poll(() => held.handed.length).toBe(WRITES_AT_ONCE);

    send("GET", "/calendar");
    await expect.poll(() => held.handed.map((request) => request.path)).toContain("/calendar");
    expect(held.handed.filter((request) => request.method === "POST")).toHaveLength(WRITES_AT_ONCE);

    answerFirst(held.handed, "/calendar"); // nobody reads now: the waiting writes have their turns
    answerFirst(held.handed, "/api/bookings?n=0");
    await expect.poll(() => held.handed.length).toBe(WRITES_AT_ONCE + 2);
    expect(held.handed.at(-1)!.path).toBe(`/api/bookings?n=${WRITES_AT_ONCE}`);

    for (let index = 1; index < writes.length; index++) {
      await expect.poll(() => held.handed.some((request) => request.path === `/api/bookings?n=${index}`)).toBe(true);
      answerFirst(held.handed, `/api/bookings?n=${index}`);
    }
    expect(await Promise.all(writes.map((write) => write.answered))).toEqual(writes.map(() => 200));
  });

  it("while a read is under way, starts a waiting write only when fewer than WRITES_BESIDE_READS are under way", async () => {
    const held = heldServer();
    const { send } = await listen(held);
    const reading = send("GET", "/api/slots");
    await expect.poll(() => held.handed.length).toBe(1);

    Array.from({ length: 4 }, (_, index) => send("DELETE", `/api/bookings/${index}`));
    await expect.poll(() => held.handed.length).toBe(1 + WRITES_BESIDE_READS);
    answerFirst(held.handed, "/api/bookings/0");
    await expect.poll(() => held.handed.length).toBe(2 + WRITES_BESIDE_READS); // one ended, one started
    expect(held.handed.map((request) => request.path)).not.toContain("/api/bookings/3");

    answerFirst(held.handed, "/api/slots");
    expect(await reading.answered).toBe(200);
    await expect.poll(() => held.handed.map((request) => request.path)).toContain("/api/bookings/3");
  });

  it("never starts a write whose client left while it waited", async () => {
    const held = heldServer();
    const { send } = await listen(held);
    Array.from({ length: WRITES_AT_ONCE }, (_, index) => send("PATCH", `/api/members/${index}`));
    await expect.poll(() => held.handed.length).toBe(WRITES_AT_ONCE);

    const leaving = send("POST", "/api/bookings/leaving");
    const staying = send("POST", "/api/bookings/staying");
    await expect.poll(() => held.arrived).toContain("/api/bookings/staying"); // both wait
    leaving.request.destroy();
    await expect.poll(() => held.closed).toContain("/api/bookings/leaving");

    answerFirst(held.handed, "/api/members/0");
    await expect.poll(() => held.handed.map((request) => request.path)).toContain("/api/bookings/staying");
    answerFirst(held.handed, "/api/members/1");
    answerFirst(held.handed, "/api/bookings/staying");
    expect(await staying.answered).toBe(200);
    expect(held.handed.map((request) => request.path)).not.toContain("/api/bookings/leaving");
  });
});
