import { describe, expect, it } from "vitest";
import { inRequestScope, MAX_KEPT_READS, noteDataVersion, readThrough, type Topic } from "@/server/read-cache";

/**
 * `readThrough` of the lessons as a request that saw `version` of them (none: no session read).
 * The versions as the session's statement answers them: lessons, members, payments, settings.
 */
function readAt<T>(key: string, version: string | undefined, read: () => Promise<T>): Promise<T> {
  return readWith(key, version === undefined ? undefined : `${version} 1 1 1`, ["lessons"], read);
}

function readWith<T>(key: string, versions: string | undefined, topics: Topic[], read: () => Promise<T>): Promise<T> {
  return inRequestScope(() => {
    if (versions !== undefined) noteDataVersion(versions);
    return readThrough(key, topics, read);
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

  it("reads again when a topic it is read from moves, and only then", async () => {
    let reads = 0;
    const read = async () => ++reads;
    expect(await readWith("e", "5 5 5 5", ["lessons", "members"], read)).toBe(1);
    expect(await readWith("e", "5 5 6 6", ["lessons", "members"], read)).toBe(1); // payments and settings moved
    expect(await readWith("e", "5 6 6 6", ["lessons", "members"], read)).toBe(2); // members moved
    expect(await readWith("e", "6 6 6 6", ["lessons", "members"], read)).toBe(3); // lessons moved
    expect(await readWith("f", "6 6 6 6", ["payments"], read)).toBe(4);
    expect(await readWith("f", "9 9 6 9", ["payments"], read)).toBe(4);
    expect(await readWith("f", "9 9 7 9", ["payments"], read)).toBe(5);
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
    await readThrough("c", ["lessons"], async () => ++reads);
    noteDataVersion("1 1 1 1"); // outside a request's scope: noted nowhere
    await readThrough("c", ["lessons"], async () => ++reads);
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
        noteDataVersion(`${version} 1 1 1`);
        await step();
        return readThrough("d", ["lessons"], read);
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
