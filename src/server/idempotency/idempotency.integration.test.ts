import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { db } from "@/server/db";
import { ConflictError } from "@/server/errors";
import { keyClaimOf, KEY_LENGTH_MESSAGE, KEY_REUSED_MESSAGE, REPLAYED_HEADER, runOnceClaiming, STILL_RUNNING_MESSAGE } from "@/server/idempotency/run-once";
import { parseJsonBody, readBodyBytes } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { claimKey, pruneIdempotencyKeys } from "@/server/idempotency/idempotency-keys";
import { callRoute, TEST_ORIGIN } from "../../../test/call-route";
import { createUser, type TestUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// The retry key's mechanics through the route wrapper, with handlers that count their runs and
// fail on demand (docs/rules.md, "Writes safe to retry"). The six writes that take the key are
// tested through their own routes in src/server/http/retried-writes.integration.test.ts.

let ana: TestUser;
let anaToken: string;
beforeEach(async () => {
  ana = await createUser({ name: "Ana Silva" });
  anaToken = await tokenFor(ana);
});

/** A handler that counts its runs and answers what `answer` says for each run (1, 2, ...). */
function counted(answer: (run: number) => Promise<Response>) {
  const counter = { runs: 0 };
  const handler = route("signed-in", async () => answer(++counter.runs), { idempotent: true });
  return { handler, counter };
}

const send = (handler: ReturnType<typeof counted>["handler"], key: string | null, body: unknown = { lesson: 1 }, token = anaToken) =>
  callRoute(handler, { token, body, path: "/api/test", headers: key === null ? {} : { "Idempotency-Key": key } });

const created = (run: number) => Promise.resolve(Response.json({ made: run, note: "marcada" }, { status: 201 }));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const keyRows = () => db.idempotencyKey.findMany({ select: { userId: true, key: true, status: true } });

describe("a write sent with an Idempotency-Key (integration)", () => {
  it("runs once, and answers a repeat with the first answer byte for byte, marked as given again", async () => {
    const { handler, counter } = counted(created);
    const first = await send(handler, "k-1");
    const again = await send(handler, "k-1");
    expect(counter.runs).toBe(1);
    expect([first.status, first.text]).toEqual([201, '{"made":1,"note":"marcada"}']);
    expect([again.status, again.text]).toEqual([201, first.text]);
    expect(again.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(again.headers.get(REPLAYED_HEADER)).toBe("true");
  });

  it("leaves the body whole for the handler, also a streamed one as Next.js passes it", async () => {
    const echo = route("signed-in", async ({ request }) => Response.json(await parseJsonBody(request, z.object({ lesson: z.number() }))), { idempotent: true });
    const streamed = () => {
      const chunks = ['{"les', 'son":', "7}"].map((chunk) => new TextEncoder().encode(chunk));
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          const chunk = chunks.shift();
          if (chunk) controller.enqueue(chunk);
          else controller.close();
        },
      });
      return new NextRequest(`${TEST_ORIGIN}/api/test`, {
        method: "POST", body, duplex: "half", headers: { authorization: `Bearer ${anaToken}`, "Idempotency-Key": "k-1" },
      });
    };
    const first = await echo(streamed());
    const again = await echo(streamed());
    expect([first.status, await first.json()]).toEqual([200, { lesson: 7 }]);
    expect([again.status, again.headers.get(REPLAYED_HEADER), await again.json()]).toEqual([200, "true", { lesson: 7 }]);
  });

  it("runs every time without the header, as any write", async () => {
    const { handler, counter } = counted(created);
    await send(handler, null);
    await send(handler, null);
    expect(counter.runs).toBe(2);
    expect(await keyRows()).toEqual([]);
  });

  it("runs once for two repeats at once: the second waits for the first's answer", async () => {
    const { handler, counter } = counted(async (run) => {
      await pause(150);
      return created(run);
    });
    const [a, b] = await Promise.all([send(handler, "k-1"), send(handler, "k-1")]);
    expect(counter.runs).toBe(1);
    expect([a.status, a.text]).toEqual([201, '{"made":1,"note":"marcada"}']);
    expect([b.status, b.text]).toEqual([a.status, a.text]);
  });

  it("keeps a refusal below 500 as the answer: a repeat is refused the same way without running", async () => {
    const { handler, counter } = counted(() => {
      throw new ConflictError("Esta aula já está marcada.");
    });
    const first = await send(handler, "k-1");
    const again = await send(handler, "k-1");
    expect(counter.runs).toBe(1);
    expect([first.status, first.json]).toEqual([409, { error: "Esta aula já está marcada." }]);
    expect([again.status, again.text]).toEqual([409, first.text]);
  });

  it("frees the key after a failure (a throw, a 5xx, a 429), so that a retry runs again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const failures = [
      () => Promise.reject(new Error("ligação perdida")),
      () => Promise.resolve(Response.json({ error: "Serviço temporariamente indisponível." }, { status: 503 })),
      () => Promise.resolve(Response.json({ error: "Demasiadas tentativas." }, { status: 429 })),
    ];
    for (const fail of failures) {
      const { handler, counter } = counted((run) => (run === 1 ? fail() : created(run)));
      const failed = await send(handler, "k-1");
      expect(failed.status).toBeGreaterThanOrEqual(429);
      expect(await keyRows()).toEqual([]);
      const retried = await send(handler, "k-1");
      expect([retried.status, retried.json, counter.runs]).toEqual([201, { made: 2, note: "marcada" }, 2]);
      await db.idempotencyKey.deleteMany();
    }
  });

  it("lets a repeat waiting at once run itself when the first run fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { handler, counter } = counted(async (run) => {
      if (run === 1) {
        await pause(150);
        throw new Error("ligação perdida");
      }
      return created(run);
    });
    const answers = await Promise.all([send(handler, "k-1"), send(handler, "k-1")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 500]);
    expect(counter.runs).toBe(2);
    expect((await send(handler, "k-1")).json).toEqual({ made: 2, note: "marcada" });
  });

  it("refuses a key of 101 characters or an empty one, with nothing run or kept; 100 is fine", async () => {
    const { handler, counter } = counted(created);
    for (const key of ["x".repeat(101), ""]) {
      const refused = await send(handler, key);
      expect([refused.status, refused.json]).toEqual([400, { error: KEY_LENGTH_MESSAGE }]);
    }
    expect(KEY_LENGTH_MESSAGE).toBe("Pedido inválido: o cabeçalho Idempotency-Key tem de ter entre 1 e 100 caracteres.");
    expect([counter.runs, await keyRows()]).toEqual([0, []]);
    expect((await send(handler, "x".repeat(100))).status).toBe(201);
  });

  it("refuses the same key on another body or another path with a 422, running nothing", async () => {
    const { handler, counter } = counted(created);
    await send(handler, "k-1", { lesson: 1 });
    const otherBody = await send(handler, "k-1", { lesson: 2 });
    const otherPath = await callRoute(handler, { token: anaToken, body: { lesson: 1 }, path: "/api/other", headers: { "Idempotency-Key": "k-1" } });
    for (const refused of [otherBody, otherPath]) expect([refused.status, refused.json]).toEqual([422, { error: KEY_REUSED_MESSAGE }]);
    expect(KEY_REUSED_MESSAGE).toBe("Esta chave (Idempotency-Key) já foi usada noutro pedido. Use uma chave nova para cada ação.");
    expect(counter.runs).toBe(1);
    expect((await send(handler, "k-1", { lesson: 1 })).json).toEqual({ made: 1, note: "marcada" });
  });

  it("claims nothing for a request that is not signed in, or whose session has ended: 401, nothing run or kept", async () => {
    const { handler, counter } = counted(created);
    const signedOut = await callRoute(handler, { body: { lesson: 1 }, path: "/api/test", headers: { "Idempotency-Key": "k-1" } });
    await db.user.update({ where: { id: ana.id }, data: { isActive: false } });
    const deactivated = await send(handler, "k-1");
    for (const refused of [signedOut, deactivated]) expect(refused.status).toBe(401);
    expect([counter.runs, await keyRows()]).toEqual([0, []]);
  });

  it("keeps a write's refusal for the user's role as the key's answer: the repeat is refused the same way", async () => {
    let runs = 0;
    const trainersOnly = route(["trainer"], async () => Response.json({ made: ++runs }), { idempotent: true });
    const first = await callRoute(trainersOnly, { token: anaToken, body: { lesson: 1 }, path: "/api/test", headers: { "Idempotency-Key": "k-1" } });
    const again = await callRoute(trainersOnly, { token: anaToken, body: { lesson: 1 }, path: "/api/test", headers: { "Idempotency-Key": "k-1" } });
    expect([first.status, again.status, again.text, runs]).toEqual([403, 403, first.text, 0]);
    expect(again.headers.get(REPLAYED_HEADER)).toBe("true");
    expect(await keyRows()).toEqual([{ userId: ana.id, key: "k-1", status: 403 }]);
  });

  it("keeps each user's keys apart: another user's same key is a request of its own", async () => {
    const { handler, counter } = counted(created);
    const rui = await createUser({ name: "Rui Costa" });
    const anas = await send(handler, "k-1");
    const ruis = await send(handler, "k-1", { lesson: 1 }, await tokenFor(rui));
    expect([anas.json.made, ruis.json.made, counter.runs]).toEqual([1, 2, 2]);
    expect(ruis.headers.get(REPLAYED_HEADER)).toBeNull();
  });

  it("answers a 409 in Portuguese when the first run is still going past the wait, and runs nothing", async () => {
    let finish = () => {};
    const blocked = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const { handler, counter } = counted(async (run) => {
      started();
      await blocked;
      return created(run);
    });
    const first = send(handler, "k-1");
    await running; // the first run has claimed the key and is under way

    let repeatRuns = 0;
    const repeat = new Request(`${TEST_ORIGIN}/api/test`, { method: "POST", headers: { "Idempotency-Key": "k-1" }, body: JSON.stringify({ lesson: 1 }) });
    const claim = (await keyClaimOf(repeat, readBodyBytes))!;
    const claimed = await claimKey(ana.id, claim);
    expect(claimed).toBe(false); // the first run holds it
    const repeated = runOnceClaiming(claim, ana.id, claimed, () => Promise.resolve(Response.json({ made: ++repeatRuns })), { waitMs: 200, firstPollMs: 20, maxPollMs: 50 });
    await expect(repeated).rejects.toThrow(new ConflictError(STILL_RUNNING_MESSAGE));
    expect(STILL_RUNNING_MESSAGE).toBe("O mesmo pedido ainda está a ser tratado. Tente novamente dentro de momentos.");
    expect(repeatRuns).toBe(0);

    finish();
    expect((await first).status).toBe(201);
    expect((await send(handler, "k-1")).json).toEqual({ made: 1, note: "marcada" });
    expect(counter.runs).toBe(1);
  });

  it("takes over a key left running by an instance that stopped, and forgets keys past 24 hours", async () => {
    const { handler, counter } = counted(created);
    await send(handler, "abandoned");
    await db.$executeRaw`UPDATE idempotency_keys SET status = NULL, response_body = NULL, created_at = now() - interval '61 seconds'`;
    expect((await send(handler, "abandoned")).json).toEqual({ made: 2, note: "marcada" });

    await send(handler, "old");
    await db.$executeRaw`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE "key" = 'old'`;
    // Past its hours the key is new again, even on another request.
    const reused = await send(handler, "old", { lesson: 9 });
    expect([reused.status, reused.json]).toEqual([201, { made: 4, note: "marcada" }]);
    expect(counter.runs).toBe(4);

    await send(handler, "to-prune");
    await db.$executeRaw`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE "key" = 'to-prune'`;
    expect(await pruneIdempotencyKeys()).toBe(1);
    expect((await keyRows()).map((row) => row.key).sort()).toEqual(["abandoned", "old"]);
  });
});
