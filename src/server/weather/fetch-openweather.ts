import type { z } from "zod";
import type { WeatherErrorCode } from "@/lib/weather-json";
import { config } from "@/server/config";
import { WeatherUpstreamError } from "@/server/weather/weather-errors";
import {
  currentWeatherResponse,
  forecastResponse,
  type CurrentWeatherResponse,
  type ForecastResponse,
} from "@/server/weather/openweather-responses";

// The two OpenWeather calls (current weather, 5-day / 3-hour forecast), asked together, each
// within the configured timeout (5 s). Any failure is a WeatherUpstreamError with a code; the
// request URL, which carries the key, is never put in an error or a log.

export type WeatherPlace = { location: string; apiKey: string };
export type OpenWeatherAnswers = { current: CurrentWeatherResponse; forecast: ForecastResponse };

export async function fetchOpenWeather(place: WeatherPlace): Promise<OpenWeatherAnswers> {
  const { openWeatherTimeoutMs } = config();
  // When one call fails the other is abandoned; both stop at the timeout.
  const abandon = new AbortController();
  const signal = AbortSignal.any([AbortSignal.timeout(openWeatherTimeoutMs), abandon.signal]);
  try {
    const [current, forecast] = await Promise.all([
      callOpenWeather("/data/2.5/weather", place, currentWeatherResponse, signal),
      callOpenWeather("/data/2.5/forecast", place, forecastResponse, signal),
    ]);
    return { current, forecast };
  } finally {
    abandon.abort();
  }
}

/** 'Seixal, PT' -> 'Seixal,PT', the form of OpenWeather's `q`. */
export function openWeatherQuery(location: string): string {
  return location
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .join(",");
}

async function callOpenWeather<S extends z.ZodType>(path: string, place: WeatherPlace, schema: S, signal: AbortSignal): Promise<z.infer<S>> {
  const url = new URL(`${config().openWeatherBaseUrl}${path}`);
  url.searchParams.set("q", openWeatherQuery(place.location));
  url.searchParams.set("appid", place.apiKey);
  url.searchParams.set("units", "metric");
  url.searchParams.set("lang", "pt");

  let text: string;
  try {
    const response = await fetch(url, { signal, cache: "no-store", headers: { accept: "application/json" } });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new WeatherUpstreamError(codeOfStatus(response.status), `HTTP ${response.status} from ${path}`);
    }
    text = await response.text();
  } catch (error) {
    if (error instanceof WeatherUpstreamError) throw error;
    throw new WeatherUpstreamError(signal.aborted ? "upstream_timeout" : "upstream_error", `${path}: ${describe(error)}`);
  }

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new WeatherUpstreamError("invalid_response", `${path}: not JSON`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new WeatherUpstreamError("invalid_response", `${path}: unexpected shape`);
  return parsed.data;
}

function codeOfStatus(status: number): WeatherErrorCode {
  if (status === 401) return "invalid_api_key";
  if (status === 404) return "location_not_found";
  return "upstream_error";
}

/** The error's name and code only: undici's messages are safe, but nothing of the URL goes out. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return "failed";
  const cause = (error as { cause?: { code?: string } }).cause;
  return [error.name, cause?.code].filter(Boolean).join(" ");
}
