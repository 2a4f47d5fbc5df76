import type { Prisma } from "@/generated/prisma/client";
import { db, queryRows, type Tx } from "@/server/db";
import type { StoredForecast } from "@/server/weather/build-forecast";
import type { WeatherSource } from "@/server/weather/weather-source";

// The forecast cache in PostgreSQL (table weather_cache), shared by every app instance.

/** A forecast is good for 10 minutes (docs/rules.md, "Weather"). */
export const CACHE_TTL_MS = 10 * 60 * 1000;
/** After a failed refresh, OpenWeather is asked again only after this pause. */
export const RETRY_AFTER_FAILURE_MS = 60 * 1000;

export type CacheEntry = {
  forecast: StoredForecast | null;
  fetchedAt: Date | null;
  attemptedAt: Date;
  lastError: string | null;
};

export type GoodForecast = { forecast: StoredForecast; fetchedAt: Date };

const entrySelect = { forecast: true, fetchedAt: true, attemptedAt: true, lastError: true } as const;

const keyOf = (source: WeatherSource) => ({ location_keyHash: { location: source.cacheLocation, keyHash: source.keyHash } });

export function isFresh(entry: Pick<CacheEntry, "fetchedAt">, at: Date): boolean {
  return entry.fetchedAt !== null && at.getTime() - entry.fetchedAt.getTime() < CACHE_TTL_MS;
}

/** Stale, and not just failed: worth asking OpenWeather. */
export function needsRefresh(entry: CacheEntry | null, at: Date): boolean {
  if (!entry) return true;
  if (isFresh(entry, at)) return false;
  return entry.lastError === null || at.getTime() - entry.attemptedAt.getTime() >= RETRY_AFTER_FAILURE_MS;
}

export async function readCacheEntry(source: WeatherSource, client: Tx = db): Promise<CacheEntry | null> {
  const row = await client.weatherCache.findUnique({ where: keyOf(source), select: entrySelect });
  return row && { ...row, forecast: row.forecast as StoredForecast | null };
}

/**
 * The newest good forecast of the place: this key's, else one fetched with another key (the key
 * was changed or removed since), so a failure can still show what was known, marked stale.
 */
export async function lastGoodForecast(source: WeatherSource): Promise<GoodForecast | null> {
  // Read by every calendar view: straight to the driver (see db.ts).
  const rows = await queryRows<{ forecast: StoredForecast; fetched_at: Date }>`
    SELECT forecast, fetched_at FROM weather_cache
    WHERE location = ${source.cacheLocation} AND forecast IS NOT NULL
    ORDER BY (key_hash = ${source.keyHash}) DESC, fetched_at DESC
    LIMIT 1`;
  const row = rows[0];
  return row ? { forecast: row.forecast, fetchedAt: row.fetched_at } : null;
}

export async function saveForecast(tx: Tx, source: WeatherSource, forecast: StoredForecast, at: Date): Promise<CacheEntry> {
  const values = { forecast: forecast as unknown as Prisma.InputJsonValue, fetchedAt: at, attemptedAt: at, lastError: null };
  await tx.weatherCache.upsert({
    where: keyOf(source),
    create: { location: source.cacheLocation, keyHash: source.keyHash, ...values },
    update: values,
  });
  return { forecast, fetchedAt: at, attemptedAt: at, lastError: null };
}

/** Records a failed refresh; the last good forecast stays. */
export async function saveFailure(tx: Tx, source: WeatherSource, code: string, at: Date, previous: CacheEntry | null): Promise<CacheEntry> {
  await tx.weatherCache.upsert({
    where: keyOf(source),
    create: { location: source.cacheLocation, keyHash: source.keyHash, attemptedAt: at, lastError: code },
    update: { attemptedAt: at, lastError: code },
  });
  return { forecast: previous?.forecast ?? null, fetchedAt: previous?.fetchedAt ?? null, attemptedAt: at, lastError: code };
}
