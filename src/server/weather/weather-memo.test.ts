import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetWeather, memoizedWeather, MEMO_MS } from "@/server/weather/weather-memo";

afterEach(() => {
  vi.useRealTimers();
  forgetWeather();
});

describe("the weather kept by the process", () => {
  it("reads once for MEMO_MS, then again", async () => {
    vi.useFakeTimers();
    const read = vi.fn(async () => "forecast");
    await memoizedWeather("calendar", read);
    vi.advanceTimersByTime(MEMO_MS - 1000);
    await memoizedWeather("calendar", read);
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    await memoizedWeather("calendar", read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("reads again at once after a change in this process", async () => {
    const read = vi.fn(async () => "forecast");
    await memoizedWeather("calendar", read);
    forgetWeather();
    await memoizedWeather("calendar", read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("does not keep what a read found if a change happened while it ran", async () => {
    let release!: () => void;
    const slow = memoizedWeather("calendar", () => new Promise<string>((resolve) => (release = () => resolve("old"))));
    forgetWeather(); // e.g. the forecast was refreshed meanwhile
    release();
    expect(await slow).toBe("old");
    expect(await memoizedWeather("calendar", async () => "new")).toBe("new");
  });

  it("keeps each name's read apart, and forgets them all at once", async () => {
    const calendar = vi.fn(async () => "calendar");
    const forecast = vi.fn(async () => "forecast");
    expect(await memoizedWeather("calendar", calendar)).toBe("calendar");
    expect(await memoizedWeather("forecast", forecast)).toBe("forecast");
    expect(await memoizedWeather("forecast", forecast)).toBe("forecast");
    expect(forecast).toHaveBeenCalledTimes(1);
    forgetWeather();
    await memoizedWeather("calendar", calendar);
    await memoizedWeather("forecast", forecast);
    expect(calendar).toHaveBeenCalledTimes(2);
    expect(forecast).toHaveBeenCalledTimes(2);
  });
});
