import { describe, expect, expectTypeOf, it, vi } from "vitest";
import { firstLoad } from "@/server/http/first-load";

describe("firstLoad", () => {
  it("gives what the read returned as its API call would send it, typed so", async () => {
    const loaded = await firstLoad("test", async () => ({
      at: new Date("2026-11-25T10:00:00.000Z"),
      lessons: [{ id: 1, note: null as string | null, gone: undefined as string | undefined }],
    }));
    expect(loaded).toEqual({ at: "2026-11-25T10:00:00.000Z", lessons: [{ id: 1, note: null }] });
    expectTypeOf(loaded).toEqualTypeOf<{
      at: string;
      lessons: { id: number; note: string | null; gone: string | undefined }[];
    } | null>();
  });

  it("gives null when the read fails, so the screen loads by itself", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await firstLoad("test", async () => Promise.reject(new Error("database down")))).toBeNull();
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
