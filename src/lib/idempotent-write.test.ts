import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, ConnectionError } from "@/lib/api-client";
import { idempotentWrite } from "@/lib/idempotent-write";

// The browser's side of writes safe to retry: which calls share an `Idempotency-Key`.

type Sent = { url: string; method: string; key: string | null; body: string | undefined };

/** The network as a list of outcomes, one per call: an answer's status, or "offline". */
function network(...outcomes: Array<number | "offline">) {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    sent.push({ url, method: init.method ?? "GET", key: headers.get("Idempotency-Key"), body: init.body as string | undefined });
    const outcome = outcomes.shift() ?? 200;
    if (outcome === "offline") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(outcome < 400 ? { message: "ok" } : { error: "Esta aula já está marcada." }), {
      status: outcome,
      headers: { "Content-Type": "application/json" },
    });
  });
  return sent;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const booking = { availability_slot_id: 12, animal_id: 3 };

afterEach(() => {
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
