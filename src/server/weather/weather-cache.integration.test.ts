import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PUT as putSettings } from "@/app/api/settings/route";
import { refreshesSettled, refreshUnderLock } from "@/server/weather/refresh-forecast";
import { readWeatherSource } from "@/server/weather/weather-source";
import { WEATHER_ERROR_MESSAGES } from "@/server/weather/weather-errors";
import { startFakeOpenWeather, type FakeOpenWeather } from "../../../test/fake-openweather";
import { callRoute } from "../../../test/call-route";
import { createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";
import { getForecast, setSetting, stepsFrom } from "../../../test/weather-helpers";

// The forecast's cache and its failures, against a fake OpenWeather on loopback: one upstream
// call however many ask (in one process or several), a new one after 10 minutes or a settings
// change; no key, an error, a timeout or nonsense upstream answer 200 with `error`, a Portuguese
// `message` and the last good forecast marked stale; the key never leaves the server.

const KEY = "fedcba9876543210fedcba9876543210";
const NOW = Date.parse("2026-07-10T10:00:00Z");
// Above any answer on loopback, a loaded machine's first included (Node loads its HTTP client on
// the first call).
const TIMEOUT_MS = 1_500;
let fake: FakeOpenWeather;
let token: string;
let output: string[];

const at = (offsetMs: number) => {
  process.env.ACE_FAKE_NOW = new Date(NOW + offsetMs).toISOString();
};
const MINUTE = 60_000;
const forecastCalls = () => fake.calls("/data/2.5/forecast");
const currentCalls = () => fake.calls("/data/2.5/weather");

beforeAll(async () => {
  fake = await startFakeOpenWeather({ apiKey: KEY });
  process.env.OPENWEATHER_BASE_URL = fake.url;
  process.env.OPENWEATHER_TIMEOUT_MS = String(TIMEOUT_MS);
});
afterAll(async () => {
  delete process.env.ACE_FAKE_NOW;
  await fake.close();
});
beforeEach(async () => {
  at(0);
  fake.requests.length = 0;
  fake.fail(null);
  fake.setDelay(0);
  fake.setSteps(stepsFrom("2026-07-10T09:00:00Z", 40));
  token = await tokenFor(await createUser({ role: "student" }));
  await setSetting("weather_api_key", KEY);
  // Everything the server logs, to check that the key never appears there.
  output = [];
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      output.push(args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : String(arg))).join(" "));
    });
  }
});
afterEach(async () => {
  await refreshesSettled();
  vi.restoreAllMocks();
  expect(output.join("\n")).not.toContain(KEY);
});

describe("the forecast's cache (integration)", () => {
  it("calls OpenWeather once for many requests within 10 minutes, and again after", async () => {
    const first = await getForecast(token);
    at(5 * MINUTE);
    const second = await getForecast(token, "?days=3");
    at(9 * MINUTE + 59_000);
    await getForecast(token);
    expect([currentCalls(), forecastCalls()]).toEqual([1, 1]);
    expect(second.json.last_updated).toBe(first.json.last_updated);
    expect(second.json.forecast).toHaveLength(3);

    at(10 * MINUTE);
    fake.setSteps(stepsFrom("2026-07-10T09:00:00Z", 40, () => 30));
    const later = await getForecast(token);
    expect([currentCalls(), forecastCalls()]).toEqual([2, 2]);
    expect(later.json).toMatchObject({ last_updated: "2026-07-10T10:10:00.000Z", stale: false, current: { temp: 30 } });
  });

  it("makes one upstream call for many simultaneous requests", async () => {
    fake.setDelay(150);
    const answers = await Promise.all(Array.from({ length: 12 }, () => getForecast(token)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((answer) => answer.json.last_updated)).size).toBe(1);
    expect([currentCalls(), forecastCalls()]).toEqual([1, 1]);
  });

  it("makes one upstream call when several instances refresh at once (the advisory lock)", async () => {
    fake.setDelay(150);
    const source = await readWeatherSource();
    // Each call stands for another app instance: no shared memory, only the database.
    const entries = await Promise.all(Array.from({ length: 4 }, () => refreshUnderLock(source)));
    expect(entries.every((entry) => entry.forecast !== null && entry.lastError === null)).toBe(true);
    expect([currentCalls(), forecastCalls()]).toEqual([1, 1]);
  });

  it("asks again at once when the trainer changes the location", async () => {
    await getForecast(token);
    const trainer = await tokenFor(await createUser({ role: "trainer" }));
    const saved = await callRoute(putSettings, {
      method: "PUT",
      token: trainer,
      body: {
        app_name: "ACE",
        email_signature: "ACE",
        contact_email: "",
        contact_phone: "",
        booking_duration_minutes: 45,
        min_booking_hours_ahead: 24,
        weather_location: "Lisboa, PT",
        weather_api_key: "••••3210", // the masked key the screen shows: kept as it is
        bookings_blocked: "0",
      },
    });
    expect(saved.status).toBe(200);
    const { json } = await getForecast(token);
    expect(json).toMatchObject({ location: "Lisboa, PT", stale: false });
    expect(fake.requests.at(-1)!.query.get("q")).toBe("Lisboa,PT");
    expect(forecastCalls()).toBe(2);
  });

  it("asks again at once when the key changes, and keeps the key out of every answer", async () => {
    const first = await getForecast(token);
    await setSetting("weather_api_key", "another-key-that-openweather-refuses");
    const refused = await getForecast(token);
    expect(forecastCalls()).toBe(2);
    expect(refused.json).toMatchObject({ error: "invalid_api_key", message: WEATHER_ERROR_MESSAGES.invalid_api_key });
    for (const answer of [first, refused]) {
      expect(answer.text).not.toContain(KEY);
      expect(answer.text).not.toContain("another-key");
    }
  });
});

describe("when the forecast cannot be had (integration)", () => {
  it("answers 'missing_api_key' without asking OpenWeather when no key is configured", async () => {
    await setSetting("weather_api_key", "");
    const response = await getForecast(token);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      location: "Seixal, PT",
      current: null,
      forecast: [],
      hourly_data: [],
      last_updated: null,
      stale: false,
      error: "missing_api_key",
      message: "A previsão do tempo não está configurada: falta a chave da API OpenWeather nas configurações.",
    });
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    ["an error", { status: 500, body: '{"cod":500,"message":"Internal server error"}' }, "upstream_error"],
    ["malformed JSON", { status: 200, body: '{"list": [' }, "invalid_response"],
    ["JSON of another shape", { status: 200, body: '{"cod":"200","list":[{"dt":"soon"}]}' }, "invalid_response"],
    ["an empty body", { status: 200, body: "" }, "invalid_response"],
  ] as const)("answers 200 with 'error' when OpenWeather answers %s", async (_, failure, code) => {
    fake.fail(failure);
    const response = await getForecast(token);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ error: code, message: WEATHER_ERROR_MESSAGES[code], forecast: [], current: null, stale: false });
  });

  it("gives up after the timeout and says so", async () => {
    // OpenWeather would answer, but 25 times the timeout later (no loaded machine stretches the
    // timeout that far): a timeout's answer can only come from giving up, not from waiting.
    fake.setDelay(TIMEOUT_MS * 25);
    const response = await getForecast(token);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ error: "upstream_timeout", message: WEATHER_ERROR_MESSAGES.upstream_timeout });
  });

  it("answers 'location_not_found' for a place OpenWeather does not know", async () => {
    await setSetting("weather_location", "Atlântida, PT");
    const response = await getForecast(token);
    expect(response.json).toMatchObject({ error: "location_not_found", location: "Atlântida, PT" });
  });

  it("serves the last good forecast marked stale, and asks again only after a pause", async () => {
    const good = await getForecast(token);
    at(11 * MINUTE);
    fake.fail({ status: 503, body: "Service Unavailable" });
    const failed = await getForecast(token);
    expect(failed.status).toBe(200);
    expect(failed.json).toMatchObject({
      error: "upstream_error",
      message: WEATHER_ERROR_MESSAGES.upstream_error,
      stale: true,
      last_updated: good.json.last_updated,
      current: good.json.current,
    });
    expect(failed.json.forecast.length).toBeGreaterThan(0);
    expect(forecastCalls()).toBe(2);

    // Within the next minute nobody waits for a service that just failed.
    at(11 * MINUTE + 30_000);
    expect((await getForecast(token)).json).toMatchObject({ error: "upstream_error", stale: true });
    expect(forecastCalls()).toBe(2);

    // Back up: the next request after the pause gets a fresh forecast.
    fake.fail(null);
    at(12 * MINUTE);
    const recovered = await getForecast(token);
    expect(recovered.json).toMatchObject({ stale: false, last_updated: "2026-07-10T10:12:00.000Z" });
    expect(recovered.json).not.toHaveProperty("error");
    expect(forecastCalls()).toBe(3);
  });

  it("still shows the place's last forecast, stale, once the key is removed", async () => {
    await getForecast(token);
    await setSetting("weather_api_key", "");
    const response = await getForecast(token);
    expect(response.json).toMatchObject({ error: "missing_api_key", stale: true, location: "Seixal, PT" });
    expect(response.json.forecast.length).toBeGreaterThan(0);
  });

  it("drops the days already past from a stale forecast", async () => {
    await getForecast(token);
    at(2 * 24 * 60 * MINUTE); // Sunday 12 July
    fake.fail({ status: 500 });
    const { json } = await getForecast(token);
    expect(json.stale).toBe(true);
    expect(json.forecast[0].date_iso).toBe("2026-07-12");
    expect(json.hourly_data.every((hour: { date: string }) => hour.date >= "2026-07-12")).toBe(true);
  });
});
