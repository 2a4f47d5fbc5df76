import { describe, expect, it } from "vitest";
import { inRequestScope, MAX_KEPT_READS, noteDataVersion, readThrough } from "@/server/read-cache";

/** `readThrough` as a request that saw `version` of the club's data (none: no session read). */
function readAt<T>(key: string, version: string | undefined, read: () => Promise<T>): Promise<T> {
  return inRequestScope(() => {
    if (version !== undefined) noteDataVersion(version);
    return readThrough(key, read);
  });
}

describe("readThrough", () => {
  it("reads once per version, and again when the version moves", async () => {
    let reads = 0;
    const read = async () => ++reads;
    expect(await readAt("a", "7", read)).toBe(1);
    expect(await readAt("a", "7", read)).toBe(1);
    expect(await readAt("a", "8", read)).toBe(2);
    expect(await readAt("a", "7", read)).toBe(3); // any other version reads again, older or newer
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
    const together = await Promise.allSettled([readAt("b", "1", read), readAt("b", "1", read)]);
    expect(together.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(reads).toBe(1);
    fail = false;
    expect(await readAt("b", "1", read)).toBe("rows");
    expect(reads).toBe(2);
  });

  it("always reads without a version: a request that read no session, or no request at all", async () => {
    let reads = 0;
    await readAt("c", undefined, async () => ++reads);
    await readAt("c", undefined, async () => ++reads);
    await readThrough("c", async () => ++reads);
    noteDataVersion("1"); // outside a request's scope: noted nowhere
    await readThrough("c", async () => ++reads);
    expect(reads).toBe(4);
  });

  it("keeps each request's version to itself, however their steps interleave", async () => {
    let reads = 0;
    const read = async () => ++reads;
    await readAt("d", "1", read);
    const step = () => new Promise((resolve) => setTimeout(resolve, 1));
    const request = (version: string) =>
      inRequestScope(async () => {
        await step();
        noteDataVersion(version);
        await step();
        return readThrough("d", read);
      });
    // The request that saw the newer version reads afresh; the one that saw the kept version reuses it.
    expect(await Promise.all([request("1"), request("2")])).toEqual([1, 2]);
  });

  it("keeps a bounded number of reads, the least recently used going first", async () => {
    let reads = 0;
    const read = async () => ++reads;
    await readAt("first", "1", read);
    for (let index = 0; index < MAX_KEPT_READS; index++) await readAt(`filler ${index}`, "1", read);
    const before = reads;
    await readAt("first", "1", read);
    expect(reads).toBe(before + 1); // pushed out by newer reads
    await readAt(`filler ${MAX_KEPT_READS - 1}`, "1", read);
    expect(reads).toBe(before + 1); // still kept
  });
});
