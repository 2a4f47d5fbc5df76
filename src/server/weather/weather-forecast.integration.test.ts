import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { DAYS_MESSAGE } from "@/lib/validations/weather";
import { startFakeOpenWeather, type FakeOpenWeather } from "../../../test/fake-openweather";
import { createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";
import { getForecast, setSetting, stepsFrom } from "../../../test/weather-helpers";
import { refreshesSettled } from "@/server/weather/refresh-forecast";
import { countStatements } from "../../../test/count-statements";

// GET /api/weather/forecast against a fake OpenWeather on loopback: the club days, their figures
// and the days asked for. "Now" is pinned to a summer morning in Seixal: Friday 10 July 2026,
// 11:00 (10:00 UTC).

const KEY = "0123456789abcdef0123456789abcdef";
const NOW = "2026-07-10T10:00:00Z";
let fake: FakeOpenWeather;
let token: string;
const statements = countStatements();

beforeAll(async () => {
  fake = await startFakeOpenWeather({ apiKey: KEY });
  process.env.OPENWEATHER_BASE_URL = fake.url;
  process.env.ACE_FAKE_NOW = NOW;
});
afterAll(async () => {
  delete process.env.ACE_FAKE_NOW;
  await fake.close();
});
beforeEach(async () => {
  fake.requests.length = 0;
  fake.setSteps(stepsFrom("2026-07-10T09:00:00Z", 40));
  token = await tokenFor(await createUser({ role: "student" }));
  await setSetting("weather_api_key", KEY);
});
afterEach(() => refreshesSettled());

describe("the weather forecast (integration)", () => {
  it("asks OpenWeather for the configured place in metric units and Portuguese", async () => {
    const response = await getForecast(token);
    expect(response.status).toBe(200);
    expect(fake.calls("/data/2.5/weather")).toBe(1);
    expect(fake.calls("/data/2.5/forecast")).toBe(1);
    for (const { query } of fake.requests) {
      expect(Object.fromEntries(query)).toEqual({ q: "Seixal,PT", appid: KEY, units: "metric", lang: "pt" });
    }
    expect(response.json).toMatchObject({ location: "Seixal, PT", stale: false, last_updated: "2026-07-10T10:00:00.000Z" });
    expect(response.json).not.toHaveProperty("error");
  });

  it("groups the steps by club day: 23:30 UTC in summer is already the next day in Seixal", async () => {
    fake.setSteps([
      { at: "2026-07-10T09:00:00Z", temp: 20, temp_min: 19.2, temp_max: 21, humidity: 60, wind: 2, clouds: 10, icon: "01d", description: "céu limpo" },
      { at: "2026-07-10T12:00:00Z", temp: 25.1, temp_min: 24, temp_max: 26.34, humidity: 50, wind: 4, clouds: 30, icon: "02d", description: "algumas nuvens" },
      { at: "2026-07-10T20:30:00Z", temp: 18.2, temp_min: 17.6, temp_max: 18.9, humidity: 70, wind: 3, clouds: 50, icon: "03n", description: "nuvens dispersas" },
      { at: "2026-07-10T23:30:00Z", temp: 16, humidity: 80, wind: 1.5, clouds: 100, icon: "10n", description: "chuva fraca" },
      { at: "2026-07-11T11:00:00Z", temp: 22, humidity: 55, wind: 5, clouds: 20, icon: "01d", description: "céu limpo" },
    ]);
    const { json } = await getForecast(token);

    expect(json.current).toEqual({ temp: 20, weather: [{ icon: "01d", description: "céu limpo" }] });
    expect(json.forecast).toEqual([
      {
        day_name: "Sexta-feira",
        date: "10 de julho de 2026",
        date_iso: "2026-07-10",
        temp_avg: 21.1, // (20 + 25.1 + 18.2) / 3
        temp_min: 17.6,
        temp_max: 26.3,
        humidity_avg: 60,
        wind_speed_avg: 10.8, // 3 m/s
        clouds_avg: 30,
        icon: "02d", // the step nearest midday: 13:00 in Seixal
        description: "algumas nuvens",
      },
      {
        day_name: "Sábado",
        date: "11 de julho de 2026",
        date_iso: "2026-07-11",
        temp_avg: 19,
        temp_min: 16,
        temp_max: 22,
        humidity_avg: 68, // (80 + 55) / 2 = 67.5
        wind_speed_avg: 11.7, // 3.25 m/s
        clouds_avg: 60,
        icon: "01d",
        description: "céu limpo",
      },
    ]);
    expect(json.hourly_data).toEqual([
      { date: "2026-07-10", time: "10:00", datetime: "2026-07-10T09:00:00.000Z", temp: 20, icon: "01d", description: "céu limpo", humidity: 60, wind_speed: 7.2 },
      { date: "2026-07-10", time: "13:00", datetime: "2026-07-10T12:00:00.000Z", temp: 25.1, icon: "02d", description: "algumas nuvens", humidity: 50, wind_speed: 14.4 },
      { date: "2026-07-10", time: "21:30", datetime: "2026-07-10T20:30:00.000Z", temp: 18.2, icon: "03n", description: "nuvens dispersas", humidity: 70, wind_speed: 10.8 },
      { date: "2026-07-11", time: "00:30", datetime: "2026-07-10T23:30:00.000Z", temp: 16, icon: "10n", description: "chuva fraca", humidity: 80, wind_speed: 5.4 },
      { date: "2026-07-11", time: "12:00", datetime: "2026-07-11T11:00:00.000Z", temp: 22, icon: "01d", description: "céu limpo", humidity: 55, wind_speed: 18 },
    ]);
  });

  it("rounds temperatures to one decimal", async () => {
    fake.setSteps([{ at: "2026-07-10T12:00:00Z", temp: 21.46, temp_min: 20.04, temp_max: 22.96, icon: "01d" }]);
    const { json } = await getForecast(token);
    expect(json.current.temp).toBe(21.5);
    expect(json.forecast[0]).toMatchObject({ temp_avg: 21.5, temp_min: 20, temp_max: 23 });
    expect(json.hourly_data[0].temp).toBe(21.5);
  });

  it("answers five days by default, each with at most 8 three-hourly entries", async () => {
    fake.setSteps(stepsFrom("2026-07-10T08:00:00Z", 48)); // six club days' worth
    const { json } = await getForecast(token);
    expect(json.forecast.map((day: { date_iso: string }) => day.date_iso)).toEqual([
      "2026-07-10",
      "2026-07-11",
      "2026-07-12",
      "2026-07-13",
      "2026-07-14",
    ]);
    const perDay = new Map<string, number>();
    for (const hour of json.hourly_data as { date: string }[]) perDay.set(hour.date, (perDay.get(hour.date) ?? 0) + 1);
    expect([...perDay.keys()]).toEqual(json.forecast.map((day: { date_iso: string }) => day.date_iso));
    expect([...perDay.values()]).toEqual([5, 8, 8, 8, 8]);
  });

  it("answers the days asked for", async () => {
    const { json } = await getForecast(token, "?days=2");
    expect(json.forecast.map((day: { date_iso: string }) => day.date_iso)).toEqual(["2026-07-10", "2026-07-11"]);
    expect(new Set(json.hourly_data.map((hour: { date: string }) => hour.date))).toEqual(new Set(["2026-07-10", "2026-07-11"]));
  });

  it.each(["0", "6", "abc", "2.5", "-1", ""])("refuses days=%s in Portuguese without asking OpenWeather", async (days) => {
    const response = await getForecast(token, `?days=${days}`);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: DAYS_MESSAGE });
    expect(fake.requests).toHaveLength(0);
  });

  it("is for signed-in users only", async () => {
    const { GET } = await import("@/app/api/weather/forecast/route");
    const { callRoute } = await import("../../../test/call-route");
    expect((await callRoute(GET, { path: "/api/weather/forecast" })).status).toBe(401);
    const guest = await tokenFor(await createUser({ role: "guest" }));
    expect((await getForecast(guest)).status).toBe(200);
  });

  it("keeps a hash of the key in the cache, never the key", async () => {
    await getForecast(token);
    const rows = await db.$queryRaw<Record<string, unknown>[]>`SELECT * FROM weather_cache`;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ location: "seixal,pt" });
    expect(rows[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(KEY);
  });

  it("is kept by the process for a while: the session's statement alone, until the forecast or settings change", async () => {
    const first = await getForecast(token);
    expect(first.status).toBe(200);
    await refreshesSettled();
    await getForecast(token); // reads the refreshed entry (the refresh forgot what was kept)
    statements.reset();
    const kept = await getForecast(token);
    expect(kept.json).toEqual((await getForecast(token)).json);
    expect(statements.count).toBe(2); // the two calls' sessions, nothing else
    expect(fake.calls("/data/2.5/forecast")).toBe(1);

    // The trainer moves the weather elsewhere: the next call asks for the new place at once.
    await setSetting("weather_location", "Porto, PT");
    const moved = await getForecast(token);
    expect(moved.json.location).toBe("Porto, PT");
    expect(fake.calls("/data/2.5/forecast")).toBe(2);
  });
});
