import { describe, expect, it, vi } from "vitest";
import { loadWhileCurrent } from "@/lib/load-while-current";

describe("loadWhileCurrent", () => {
  it("hands the value on while current", async () => {
    const onLoaded = vi.fn();
    loadWhileCurrent(Promise.resolve(7), onLoaded, vi.fn());
    await vi.waitFor(() => expect(onLoaded).toHaveBeenCalledWith(7));
  });

  it("hands the failure on while current", async () => {
    const onFailed = vi.fn();
    loadWhileCurrent(Promise.reject(new Error("x")), vi.fn(), onFailed);
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledOnce());
  });

  it("drops an answer that arrives after the cleanup", async () => {
    const onLoaded = vi.fn();
    const onFailed = vi.fn();
    const loaded = Promise.resolve(1);
    const failed = Promise.reject(new Error("x"));
    loadWhileCurrent(loaded, onLoaded, onFailed)();
    loadWhileCurrent(failed, onLoaded, onFailed)();
    await Promise.allSettled([loaded, failed]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onLoaded).not.toHaveBeenCalled();
    expect(onFailed).not.toHaveBeenCalled();
  });
});
