import { describe, expect, it } from "vitest";
import { MAX_KEPT_READS, readThrough } from "@/server/read-cache";

describe("readThrough", () => {
  it("reads once per version, and again when the version moves", async () => {
    let reads = 0;
    const read = async () => ++reads;
    expect(await readThrough("a", "7", read)).toBe(1);
    expect(await readThrough("a", "7", read)).toBe(1);
    expect(await readThrough("a", "8", read)).toBe(2);
    expect(await readThrough("a", "7", read)).toBe(3); // any other version reads again, older or newer
  });

  it("shares one read between requests that miss together, and keeps no failure", async () => {
    let reads = 0;
    let fail = true;
    const read = async () => {
      reads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail) throw new Error("database down");
      return "rows";
    };
    const together = await Promise.allSettled([readThrough("b", "1", read), readThrough("b", "1", read)]);
    expect(together.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(reads).toBe(1);
    fail = false;
    expect(await readThrough("b", "1", read)).toBe("rows");
    expect(reads).toBe(2);
  });

  it("always reads without a version (outside a request)", async () => {
    let reads = 0;
    await readThrough("c", undefined, async () => ++reads);
    await readThrough("c", undefined, async () => ++reads);
    expect(reads).toBe(2);
  });

  it("keeps a bounded number of reads, the least recently used going first", async () => {
    let reads = 0;
    const read = async () => ++reads;
    await readThrough("first", "1", read);
    for (let index = 0; index < MAX_KEPT_READS; index++) await readThrough(`filler ${index}`, "1", read);
    const before = reads;
    await readThrough("first", "1", read);
    expect(reads).toBe(before + 1); // pushed out by newer reads
    await readThrough(`filler ${MAX_KEPT_READS - 1}`, "1", read);
    expect(reads).toBe(before + 1); // still kept
  });
});
