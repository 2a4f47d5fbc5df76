import { expect, type APIRequestContext } from "@playwright/test";
import type { WeatherForecastJson } from "../../src/lib/weather-json";

// The weather of the journeys: the app asks a fake OpenWeather (test/fake-openweather.ts,
// started by the global setup) with this key, given as OPENWEATHER_API_KEY.

export const E2E_OPENWEATHER_KEY = "e2e0penweather0key0000000000cafe";

/** GET /api/weather/forecast as the caller: what the screens show comes from here. */
export async function forecastOf(request: APIRequestContext): Promise<WeatherForecastJson> {
  const response = await request.get("/api/weather/forecast?days=5");
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as WeatherForecastJson;
}
