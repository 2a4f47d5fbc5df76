import { clubToday, now } from "@/lib/club-time";
import type { WeatherErrorCode, WeatherForecastJson } from "@/lib/weather-json";
import { HOURLY_PER_DAY, type StoredForecast } from "@/server/weather/build-forecast";
import { isFresh, lastGoodForecast, needsRefresh, readCacheEntry, type GoodForecast } from "@/server/weather/weather-cache";
import { isWeatherErrorCode, WEATHER_ERROR_MESSAGES } from "@/server/weather/weather-errors";
import { refreshForecast } from "@/server/weather/refresh-forecast";
import { memoizedWeather } from "@/server/weather/weather-memo";
import { readWeatherSource } from "@/server/weather/weather-source";

/**
 * GET /api/weather/forecast: the next `days` club days from the cache, refreshed from OpenWeather
 * when older than 10 minutes. A failure (no key, OpenWeather down, slow or talking nonsense) is
 * still a 200: `error` and a Portuguese `message`, with the last good forecast marked stale.
 */
export async function getForecast({ days }: { days: number }): Promise<WeatherForecastJson> {
  // The settings and the cache entry are kept by the process for a few seconds (weather-memo.ts);
  // a refresh here re-reads the entry under its lock, and forgets what was kept once it commits.
  const { source, cached, keyless } = await memoizedWeather("forecast", async () => {
    const source = await readWeatherSource();
    return source.apiKey
      ? { source, cached: await readCacheEntry(source), keyless: null }
      : { source, cached: null, keyless: await lastGoodForecast(source) };
  });
  if (!source.apiKey) return failure(source.location, "missing_api_key", keyless, days);

  let entry = cached;
  if (needsRefresh(entry, now())) entry = await refreshForecast(source);
  if (entry?.forecast && entry.fetchedAt && isFresh(entry, now())) {
    return answer({ forecast: entry.forecast, fetchedAt: entry.fetchedAt }, days, { stale: false });
  }
  const code = isWeatherErrorCode(entry?.lastError) ? entry.lastError : "upstream_error";
  const good = entry?.forecast && entry.fetchedAt ? { forecast: entry.forecast, fetchedAt: entry.fetchedAt } : await lastGoodForecast(source);
  return failure(source.location, code, good, days);
}

function failure(location: string, code: WeatherErrorCode, good: GoodForecast | null, days: number): WeatherForecastJson {
  const known = good ? answer(good, days, { stale: true }) : { location, current: null, forecast: [], hourly_data: [], last_updated: null, stale: false };
  return { ...known, error: code, message: WEATHER_ERROR_MESSAGES[code] };
}

/** The first `days` club days from today, each with up to 8 of its three-hourly steps. */
function answer({ forecast, fetchedAt }: GoodForecast, days: number, { stale }: { stale: boolean }): WeatherForecastJson {
  const today = clubToday();
  const shown = forecast.days.filter((day) => day.date_iso >= today).slice(0, days);
  return {
    location: forecast.location,
    current: forecast.current,
    forecast: shown,
    hourly_data: shown.flatMap((day) => hourlyOf(forecast, day.date_iso)),
    last_updated: fetchedAt.toISOString(),
    stale,
  };
}

function hourlyOf(forecast: StoredForecast, date: string) {
  return forecast.hourly.filter((hour) => hour.date === date).slice(0, HOURLY_PER_DAY);
}
