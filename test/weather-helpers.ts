import { GET as forecastRoute } from "@/app/api/weather/forecast/route";
import { db } from "@/server/db";
import { callRoute } from "./call-route";
import { forgetWeather } from "@/server/weather/weather-memo";

// Shared by the weather integration tests: the forecast call and the settings it reads.

export async function getForecast(token: string, query = "") {
  return callRoute(forecastRoute, { token, path: `/api/weather/forecast${query}` });
}

/** Stores a setting as the trainer's screen would have saved it. */
export async function setSetting(key: string, value: string) {
  await db.setting.upsert({ where: { key }, create: { key, value }, update: { value } });
  forgetWeather(); // written behind the app's back, as the trainer's screen would not
}

/** Three-hourly steps from `from` (ISO), `count` of them, with a temperature per index. */
export function stepsFrom(from: string, count: number, temp = (index: number) => 15 + index * 0.1) {
  const start = Date.parse(from);
  return Array.from({ length: count }, (_, index) => ({
    at: new Date(start + index * 3 * 3600_000).toISOString(),
    temp: Math.round(temp(index) * 100) / 100,
    icon: "01d",
    description: "céu limpo",
  }));
}
