import { describe, expect, it } from "vitest";
import { z } from "zod";
import { POST as register } from "@/app/api/auth/register/route";
import { db } from "@/server/db";
import { MAX_BODY_BYTES, parseJsonBody } from "@/server/http/request-input";
import { TEST_ORIGIN } from "../../../test/call-route";

// An anonymous client sends a body of any size: it is refused (413) once it passes the limit
// while it arrives, so the server never holds more of it than the limit and a chunk.

const CHUNK = 16 * 1024;
const HUNDRED_MB = 100 * 1024 * 1024;

/** A body that would go on for `total` bytes, and how much of it the server pulled. */
function endlessBody(total: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      pulled += CHUNK;
      controller.enqueue(new Uint8Array(CHUNK).fill(0x20)); // spaces: JSON would accept them
    },
  });
  return { stream, pulled: () => pulled };
}

function post(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const init = { method: "POST", body, duplex: "half", headers: { "content-type": "application/json", ...headers } };
  return register(new Request(`${TEST_ORIGIN}/api/auth/register`, init as RequestInit), { params: Promise.resolve({}) });
}

describe("request body limit (integration)", () => {
  it("refuses a 100 MB body with a 413 having read little more than the limit", async () => {
    const body = endlessBody(HUNDRED_MB);
    const response = await post(body.stream);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Pedido demasiado grande." });
    expect(body.pulled()).toBeGreaterThan(MAX_BODY_BYTES);
    expect(body.pulled()).toBeLessThanOrEqual(MAX_BODY_BYTES + 3 * CHUNK);
    expect(await db.user.count()).toBe(0);
  });

  it("refuses at once a body whose Content-Length is over the limit", async () => {
    const body = endlessBody(HUNDRED_MB);
    const response = await post(body.stream, { "content-length": String(HUNDRED_MB) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Pedido demasiado grande." });
    expect(body.pulled()).toBeLessThanOrEqual(CHUNK); // at most what the stream queued by itself
  });

  it("reads a body under the limit whole, multi-byte characters and all", async () => {
    const note = "ç".repeat(30_000); // 60,000 bytes
    const request = new Request(`${TEST_ORIGIN}/api/test`, { method: "POST", body: JSON.stringify({ note }) });
    expect(await parseJsonBody(request, z.object({ note: z.string() }))).toEqual({ note });
  });
});
