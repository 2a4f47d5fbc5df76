import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, ConnectionError, OutcomeUnknownError } from "@/lib/api-client";
import { idempotentWrite, pauseBeforeNextTry, PAUSES_MS, STILL_RUNNING } from "@/lib/idempotent-write";

// The browser's side of writes safe to retry: which calls share an `Idempotency-Key`, and a lost
// answer asked again until it is known.

type Sent = { url: string; method: string; key: string | null; body: string | undefined };

/**
 * The network as a list of outcomes, one per call: an answer's status (503: with Retry-After 1),
 * "offline" (the device knows it has no network: nothing leaves it) or "lost" (the request left,
 * its answer never came).
 */
function network(...outcomes: Array<number | "offline" | "lost" | "still running">) {
  const sent: Sent[] = [];
  // Offline is known before sending: the device's state is that of the next call.
  vi.stubGlobal("navigator", { get onLine() { return outcomes[0] !== "offline"; } });
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    sent.push({ url, method: init.method ?? "GET", key: headers.get("Idempotency-Key"), body: init.body as string | undefined });
    const outcome = outcomes.shift() ?? 200;
    if (outcome === "offline" || outcome === "lost") throw new TypeError("Failed to fetch");
    if (outcome === "still running") return answer(409, { error: `${STILL_RUNNING} Tente novamente dentro de momentos.` });
    return answer(outcome, outcome < 400 ? { message: "ok" } : { error: outcome >= 500 ? "Há demasiados pedidos." : "Esta aula já está marcada." });
  });
  return sent;
}

function answer(status: number, body: unknown): Response {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (status === 503) headers["Retry-After"] = "1";
  return new Response(JSON.stringify(body), { status, headers });
}

/** Runs a write to its end, the pauses between its tries passing at once. */
async function settle<T>(write: Promise<T>): Promise<PromiseSettledResult<T>> {
  const outcome = Promise.allSettled([write]);
  await vi.runAllTimersAsync();
  return (await outcome)[0]!;
}

beforeEach(() => {
  vi.useFakeTimers();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const booking = { availability_slot_id: 12, animal_id: 3 };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("idempotentWrite", () => {
  it("sends a new random key with each action the server answered", async () => {
    const sent = network(201, 201);
    await idempotentWrite("/bookings", { method: "POST", body: booking });
    await idempotentWrite("/bookings", { method: "POST", body: booking });
    expect(sent.map(({ url, method }) => `${method} ${url}`)).toEqual(["POST /api/bookings", "POST /api/bookings"]);
    expect(sent[0].key).toMatch(UUID);
    expect(sent[1].key).toMatch(UUID);
    expect(sent[1].key).not.toBe(sent[0].key);
    expect(JSON.parse(sent[0].body!)).toEqual(booking);
  });

  it("sends the same key again when the same request is retried after the network failed it", async () => {
    const sent = network("offline", "offline", 201, 201);
    await expect(idempotentWrite("/bookings", { method: "POST", body: booking })).rejects.toBeInstanceOf(ConnectionError);
    await expect(idempotentWrite("/bookings", { method: "POST", body: booking })).rejects.toBeInstanceOf(ConnectionError);
    await idempotentWrite("/bookings", { method: "POST", body: booking });
    expect(sent.map((call) => call.key)).toEqual([sent[0].key, sent[0].key, sent[0].key]);
    // Answered: the next booking is another action.
    await idempotentWrite("/bookings", { method: "POST", body: booking });
    expect(sent[3].key).not.toBe(sent[0].key);
  });

  it("gives another request its own key, even while one failed by the network waits for its retry", async () => {
    const sent = network("offline", "offline", 200);
    await expect(idempotentWrite("/bookings", { method: "POST", body: booking })).rejects.toBeInstanceOf(ConnectionError);
    await expect(idempotentWrite("/bookings", { method: "POST", body: { ...booking, animal_id: 4 } })).rejects.toBeInstanceOf(ConnectionError);
    await idempotentWrite("/bookings/7", { method: "DELETE" });
    expect(new Set(sent.map((call) => call.key)).size).toBe(3);
  });

  it("shares the key between two identical calls at once (a double tap)", async () => {
    const sent = network(201, 409);
    const answers = await Promise.allSettled([
      idempotentWrite("/bookings", { method: "POST", body: booking }),
      idempotentWrite("/bookings", { method: "POST", body: booking }),
    ]);
    expect(sent[1].key).toBe(sent[0].key);
    expect(answers[1]).toMatchObject({ status: "rejected", reason: expect.any(ApiError) });
  });

  it("forgets the kept key once the server has answered another write (a booking, its cancel, the same booking again)", async () => {
    const sent = network("offline", 200, 201);
    await expect(idempotentWrite("/bookings", { method: "POST", body: booking })).rejects.toBeInstanceOf(ConnectionError);
    await idempotentWrite("/bookings/7", { method: "DELETE" });
    await idempotentWrite("/bookings", { method: "POST", body: booking });
    expect(sent[2].key).not.toBe(sent[0].key);
  });

  it("makes a random key without crypto.randomUUID (a page served over plain http)", async () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    const sent = network(200, 200);
    await idempotentWrite("/payments/mark-paid", { method: "PUT", body: { payment_id: 1, method: null, note: null } });
    await idempotentWrite("/payments/mark-paid", { method: "PUT", body: { payment_id: 1, method: null, note: null } });
    expect(sent[0].key).toMatch(/^[0-9a-z]{1,7}(-[0-9a-z]{1,7}){3}$/);
    expect(sent[1].key).not.toBe(sent[0].key);
  });
});

describe("a lost answer asked again", () => {
  it("sends the same request with the same key when its answer was lost, and gives the server's answer", async () => {
    const sent = network("lost", 201);
    const outcome = await settle(idempotentWrite("/bookings", { method: "POST", body: booking }));
    expect(outcome).toEqual({ status: "fulfilled", value: { message: "ok" } });
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
  });

  it("shows a refusal the server replays as the truth, and the next action has a new key", async () => {
    const sent = network("lost", 409, 201);
    const outcome = await settle(idempotentWrite("/bookings", { method: "POST", body: booking }));
    expect(outcome).toMatchObject({ status: "rejected", reason: { status: 409, serverError: "Esta aula já está marcada." } });
    await settle(idempotentWrite("/bookings", { method: "POST", body: booking }));
    expect(sent.map((call) => call.key)).toEqual([sent[0].key, sent[0].key, expect.not.stringMatching(sent[0].key!)]);
  });

  it("never asks again after an answer below 500", async () => {
    const sent = network(409, 403, 422);
    for (let tap = 0; tap < 3; tap++) {
      expect(await settle(idempotentWrite("/bookings", { method: "POST", body: booking }))).toMatchObject({ status: "rejected", reason: expect.any(ApiError) });
    }
    expect(sent).toHaveLength(3);
  });

  it("asks a busy server again no sooner than its Retry-After", async () => {
    const sent = network(503, 201);
    const write = idempotentWrite("/bookings", { method: "POST", body: booking });
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await expect(write).resolves.toEqual({ message: "ok" });
    expect(sent[1].key).toBe(sent[0].key);
  });

  it("waits for the same request still being handled, then gets its answer", async () => {
    const sent = network("lost", "still running", 201);
    expect(await settle(idempotentWrite("/bookings", { method: "POST", body: booking }))).toMatchObject({ status: "fulfilled" });
    expect(new Set(sent.map((call) => call.key)).size).toBe(1);
  });

  it("says it is not known after five tries, keeps the key, and the next tap learns the answer", async () => {
    const sent = network("lost", "lost", "offline", 503, "lost", 201);
    const outcome = await settle(idempotentWrite("/bookings", { method: "POST", body: booking }));
    expect(outcome).toMatchObject({ status: "rejected", reason: expect.any(OutcomeUnknownError) });
    expect(sent).toHaveLength(5);
    expect(await settle(idempotentWrite("/bookings", { method: "POST", body: booking }))).toMatchObject({ status: "fulfilled" });
    expect(new Set(sent.map((call) => call.key)).size).toBe(1);
  });

  it("never says 'not done' once a try may have reached the server, even offline afterwards", async () => {
    network("lost", ...Array<"offline">(9).fill("offline"));
    const first = await settle(idempotentWrite("/bookings/7", { method: "DELETE" }));
    expect(first).toMatchObject({ status: "rejected", reason: expect.any(OutcomeUnknownError) });
    // The next tap, still offline, leaves nothing more known.
    const next = await settle(idempotentWrite("/bookings/7", { method: "DELETE" }));
    expect(next).toMatchObject({ status: "rejected", reason: expect.any(OutcomeUnknownError) });
  });

  it("gives a server failure as it is once the tries are spent, when nothing may have been done", async () => {
    const sent = network(500, 500, 500, 500, 500);
    const outcome = await settle(idempotentWrite("/bookings", { method: "POST", body: booking }));
    expect(outcome).toMatchObject({ status: "rejected", reason: { status: 500 } });
    expect(sent).toHaveLength(5);
  });
});

describe("pauseBeforeNextTry", () => {
  const lost = { kind: "network", online: true } as const;
  const offline = { kind: "network", online: false } as const;
  const status = (code: number, retryAfterSeconds: number | null = null, stillRunning = false) =>
    ({ kind: "answer", status: code, retryAfterSeconds, stillRunning }) as const;

  it("pauses longer each time, and stops after five tries", () => {
    expect([1, 2, 3, 4, 5].map((tries) => pauseBeforeNextTry(tries, lost, true))).toEqual([...PAUSES_MS, null]);
  });

  it("asks again after a lost answer, a server failure, a short Retry-After or a request still handled", () => {
    expect(pauseBeforeNextTry(1, lost, false)).toBe(500);
    expect(pauseBeforeNextTry(1, status(502), false)).toBe(500);
    expect(pauseBeforeNextTry(1, status(503, 2), false)).toBe(2000);
    expect(pauseBeforeNextTry(3, status(503, 1), false)).toBe(2000);
    expect(pauseBeforeNextTry(1, status(429, 1), false)).toBe(1000);
    expect(pauseBeforeNextTry(1, status(409, null, true), true)).toBe(500);
  });

  it("stops at an answer below 500, a long Retry-After, or offline when nothing was sent", () => {
    for (const code of [400, 401, 403, 404, 409, 422]) expect(pauseBeforeNextTry(1, status(code), true)).toBeNull();
    expect(pauseBeforeNextTry(1, status(503, 60), true)).toBeNull();
    expect(pauseBeforeNextTry(1, offline, false)).toBeNull();
    expect(pauseBeforeNextTry(1, offline, true)).toBe(500);
  });
});
