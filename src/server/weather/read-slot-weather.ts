import { clubDateOf, now } from "@/lib/club-time";
import type { HourlyWeather, SlotWeatherJson } from "@/lib/weather-json";
import { memoizedWeather } from "@/server/weather/weather-memo";
import { isFresh, lastGoodForecast } from "@/server/weather/weather-cache";
import { refreshForecast } from "@/server/weather/refresh-forecast";
import { readWeatherSource, type WeatherSource } from "@/server/weather/weather-source";

// The calendar's weather (docs/rules.md, "Weather"): each slot gets the three-hourly step of its club date
// closest to its start. Read from the cache in two queries whatever the number of slots, kept
// for a few seconds by the process (weather-memo.ts); the
// calendar never waits for OpenWeather: a stale or missing forecast is refreshed in the
// background for the next read. Failures are only logged (docs/rules.md, "Weather").

export type SlotWeatherLookup = (startsAt: Date) => SlotWeatherJson | undefined;

const none: SlotWeatherLookup = () => undefined;
/** A background refresh per entry at most this often from one process. */
const BACKGROUND_PAUSE_MS = 30 * 1000;
/** When (performance.now(), a monotonic clock) each entry's last background refresh started. */
const lastBackgroundStart = new Map<string, number>();

export async function readSlotWeather(): Promise<SlotWeatherLookup> {
  try {
    const { source, good, lookup } = await memoizedWeather("calendar", async () => {
      const source = await readWeatherSource();
      const good = await lastGoodForecast(source);
      return { source, good, lookup: good ? closestStep(good.forecast.hourly) : none };
    });
    if (source.apiKey && (!good || !isFresh(good, now()))) refreshInBackground(source);
    return lookup;
  } catch (error) {
    console.error("[ace] weather for the calendar unavailable:", error instanceof Error ? error.message : error);
    return none;
  }
}

/**
 * The same lookup from the cache alone, never asking OpenWeather (for scheduled work such as the
 * lesson reminders): no forecast cached, or any failure, means no weather.
 */
export async function readCachedSlotWeather(): Promise<SlotWeatherLookup> {
  try {
    const good = await lastGoodForecast(await readWeatherSource());
    return good ? closestStep(good.forecast.hourly) : none;
  } catch (error) {
    console.error("[ace] cached weather unavailable:", error instanceof Error ? error.message : error);
    return none;
  }
}

/**
 * The lookup is made once per forecast (kept with it) and asked for every slot of every calendar
 * read, so each step's instant and answer are worked out here, not per slot.
 */
function closestStep(hourly: HourlyWeather[]): SlotWeatherLookup {
  type Step = { at: number; weather: SlotWeatherJson };
  const byDate = new Map<string, Step[]>();
  for (const hour of hourly) {
    const step = { at: Date.parse(hour.datetime), weather: { temp: hour.temp, icon: hour.icon, description: hour.description } };
    byDate.set(hour.date, [...(byDate.get(hour.date) ?? []), step]);
  }
  return (startsAt) => {
    const steps = byDate.get(clubDateOf(startsAt));
    if (!steps) return undefined;
    const start = startsAt.getTime();
    const closest = steps.reduce((best, step) => (Math.abs(step.at - start) < Math.abs(best.at - start) ? step : best));
    return closest.weather;
  };
}

function refreshInBackground(source: WeatherSource) {
  const id = `${source.cacheLocation}|${source.keyHash}`;
  const at = performance.now();
  const last = lastBackgroundStart.get(id);
  if (last !== undefined && at - last < BACKGROUND_PAUSE_MS) return;
  lastBackgroundStart.set(id, at);
  refreshForecast(source).catch((error: unknown) =>
    console.error("[ace] weather: background refresh failed:", error instanceof Error ? error.message : error),
  );
}
