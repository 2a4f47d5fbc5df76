import { describe, expect, it } from "vitest";
import { queryRows } from "@/server/db";
import { route } from "@/server/http/route";
import { WRITES_AT_ONCE } from "@/server/http/write-queue";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";

// The writes members make all at once go through a few at a time (write-queue.ts): the others
// wait their turn, and a read is not held up by them.

describe("writes a few at a time (integration)", () => {
  it("runs at most WRITES_AT_ONCE marked writes at once, the rest in turn, while a read goes straight through", async () => {
    const members = await Promise.all(Array.from({ length: WRITES_AT_ONCE + 4 }, (_, index) => createUser({ email: `socio${index}@ace.pt` })));
    let running = 0;
    let most = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const write = route("signed-in", async () => {
      most = Math.max(most, ++running);
      await gate;
      running--;
      return Response.json({ ok: true }, { status: 201 });
    }, { idempotent: true });
    const read = route("signed-in", async () => Response.json(await queryRows<{ one: number }>("SELECT 1 AS one")));

    const writes = members.map(async (member, index) =>
      callRoute(write, { token: await tokenFor(member), body: {}, headers: { "Idempotency-Key": `chave-${index}` } }),
    );
    await expect.poll(() => running).toBe(WRITES_AT_ONCE);
    expect((await callRoute(read, { token: await tokenFor(members[0]) })).json).toEqual([{ one: 1 }]);
    expect(running).toBe(WRITES_AT_ONCE); // the others still wait
    release();
    expect((await Promise.all(writes)).map((answer) => answer.status)).toEqual(members.map(() => 201));
    expect(most).toBe(WRITES_AT_ONCE);
  });
});
