import { now } from "@/lib/club-time";
import { config } from "@/server/config";
import { db } from "@/server/db";
import { buildForecast } from "@/server/weather/build-forecast";
import { fetchOpenWeather } from "@/server/weather/fetch-openweather";
import { forgetWeather } from "@/server/weather/weather-memo";
import { needsRefresh, readCacheEntry, saveFailure, saveForecast, type CacheEntry } from "@/server/weather/weather-cache";
import { WeatherUpstreamError } from "@/server/weather/weather-errors";
import type { WeatherSource } from "@/server/weather/weather-source";

// Refreshing the cached forecast, once for however many requests and instances ask at the same
// time: in this process, callers share one promise per cache entry; across instances, the
// refresh holds a PostgreSQL advisory lock on the entry, so the others wait for it and then find
// the entry fresh (or just failed) instead of calling OpenWeather again.

const inFlight = new Map<string, Promise<CacheEntry>>();

export function refreshForecast(source: WeatherSource): Promise<CacheEntry> {
  const id = `${source.cacheLocation}|${source.keyHash}`;
  const running = inFlight.get(id);
  if (running) return running;
  const refresh = refreshUnderLock(source, id).finally(() => inFlight.delete(id));
  inFlight.set(id, refresh);
  return refresh;
}

/** Resolves when every refresh under way in this process has ended (for tests and shutdown). */
export async function refreshesSettled(): Promise<void> {
  await Promise.allSettled([...inFlight.values()]);
}

/** The refresh itself, one instance at a time per entry (exported for the several-instances test). */
export async function refreshUnderLock(source: WeatherSource, id = `${source.cacheLocation}|${source.keyHash}`): Promise<CacheEntry> {
  const { openWeatherTimeoutMs } = config();
  const entry = await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`weather:${id}`}))`;
      const entry = await readCacheEntry(source, tx);
      const at = now();
      if (!needsRefresh(entry, at)) return entry!;
      try {
        return await saveForecast(tx, source, buildForecast(await fetchOpenWeather(source), source.location), at);
      } catch (error) {
        const code = error instanceof WeatherUpstreamError ? error.code : "invalid_response";
        // The message names the failure, never the request URL (it carries the key).
        const detail = error instanceof WeatherUpstreamError ? error.message : `unexpected ${(error as Error)?.name ?? "error"}`;
        console.warn(`[ace] weather: OpenWeather refresh for '${source.location}' failed (${detail})`);
        return saveFailure(tx, source, code, at, entry);
      }
    },
    // Long enough for OpenWeather's timeout; waiting for the lock counts too.
    { timeout: openWeatherTimeoutMs * 2 + 10_000, maxWait: 10_000 },
  );
  forgetWeather(); // committed: the calendar shows it from its next view
  return entry;
}
