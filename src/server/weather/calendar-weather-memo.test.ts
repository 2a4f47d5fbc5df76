import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetCalendarWeather, memoizedCalendarWeather, MEMO_MS } from "@/server/weather/calendar-weather-memo";

afterEach(() => {
  vi.useRealTimers();
  forgetCalendarWeather();
});

describe("the calendar's weather kept by the process", () => {
  it("reads once for MEMO_MS, then again", async () => {
    vi.useFakeTimers();
    const read = vi.fn(async () => "forecast");
    await memoizedCalendarWeather(read);
    vi.advanceTimersByTime(MEMO_MS - 1000);
    await memoizedCalendarWeather(read);
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    await memoizedCalendarWeather(read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("reads again at once after a change in this process", async () => {
    const read = vi.fn(async () => "forecast");
    await memoizedCalendarWeather(read);
    forgetCalendarWeather();
    await memoizedCalendarWeather(read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("does not keep what a read found if a change happened while it ran", async () => {
    let release!: () => void;
    const slow = memoizedCalendarWeather(() => new Promise<string>((resolve) => (release = () => resolve("old"))));
    forgetCalendarWeather(); // e.g. the forecast was refreshed meanwhile
    release();
    expect(await slow).toBe("old");
    expect(await memoizedCalendarWeather(async () => "new")).toBe("new");
  });
});
