import { apiFetch } from "@/lib/api-client";
import type { WeatherForecastJson } from "@/lib/weather-json";

// The browser's weather call (GET /api/weather/forecast?days=5). OpenWeather's
// failures still answer 200, with `error` and a Portuguese `message`.

export function loadForecast(days = 5): Promise<WeatherForecastJson> {
  return apiFetch<WeatherForecastJson>(`/weather/forecast?days=${days}`);
}
