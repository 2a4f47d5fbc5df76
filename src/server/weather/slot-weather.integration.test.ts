import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET as slotsOfDate } from "@/app/api/availability/date/[date]/route";
import { GET as slotsOfWeek } from "@/app/api/availability/week/[date]/route";
import { clubInstant } from "@/lib/club-time";
import { forgetWeather } from "@/server/weather/weather-memo";
import { refreshesSettled } from "@/server/weather/refresh-forecast";
import { startFakeOpenWeather, type FakeOpenWeather } from "../../../test/fake-openweather";
import { callRoute } from "../../../test/call-route";
import { countStatements } from "../../../test/count-statements";
import { createSlot, createUser } from "../../../test/db-helpers";
import { tokenFor } from "../../../test/sessions";
import { getForecast, setSetting } from "../../../test/weather-helpers";

// The calendar's weather: each slot carries the three-hourly step of its club date closest to
// its start, read from the cache in a fixed number of queries; the calendar never waits for
// OpenWeather and never fails because of it. "Now": Friday 10 July 2026, 11:00 in Seixal.

const KEY = "00112233445566778899aabbccddeeff";
const NOW = "2026-07-10T10:00:00Z";
let fake: FakeOpenWeather;
let token: string;
const statements = countStatements();

beforeAll(async () => {
  fake = await startFakeOpenWeather({
    apiKey: KEY,
    steps: [
      { at: "2026-07-11T06:00:00Z", temp: 17.4, icon: "02d", description: "algumas nuvens" }, // 07:00 in Seixal
      { at: "2026-07-11T09:00:00Z", temp: 21.3, icon: "01d", description: "céu limpo" }, // 10:00
      { at: "2026-07-11T12:00:00Z", temp: 25.8, icon: "10d", description: "chuva moderada" }, // 13:00
      { at: "2026-07-11T21:00:00Z", temp: 19.1, icon: "01n", description: "céu limpo" }, // 22:00
      { at: "2026-07-11T23:00:00Z", temp: 18.2, icon: "50n", description: "névoa" }, // 00:00 on the 12th
    ],
  });
  process.env.OPENWEATHER_BASE_URL = fake.url;
  process.env.OPENWEATHER_TIMEOUT_MS = "10000"; // far above any calendar read: see "never waits" below
  process.env.ACE_FAKE_NOW = NOW;
});
afterAll(async () => {
  delete process.env.ACE_FAKE_NOW;
  await fake.close();
});
beforeEach(async () => {
  fake.requests.length = 0;
  fake.fail(null);
  fake.setDelay(0);
  token = await tokenFor(await createUser({ role: "student" }));
  await setSetting("weather_api_key", KEY);
});
afterEach(() => {
  fake.releaseAnswers();
  return refreshesSettled();
});

const day = (date: string) => callRoute(slotsOfDate, { token, params: { date } });
const week = (date: string) => callRoute(slotsOfWeek, { token, params: { date } });
const weatherByTime = (slots: { start_time: string; weather?: unknown }[]) =>
  Object.fromEntries(slots.map((slot) => [slot.start_time, slot.weather ?? null]));

describe("the calendar's weather (integration)", () => {
  it("gives each slot the step of its club date closest to its start, or nothing", async () => {
    await getForecast(token);
    for (const time of ["08:00", "11:15", "12:00", "23:15"]) await createSlot({ startsAt: clubInstant("2026-07-11", time) });
    await createSlot({ startsAt: clubInstant("2026-07-12", "00:30") });
    await createSlot({ startsAt: clubInstant("2026-07-20", "10:00") }); // beyond the forecast

    const saturday = await day("2026-07-11");
    expect(weatherByTime(saturday.json.slots)).toEqual({
      "08:00": { temp: 17.4, icon: "02d", description: "algumas nuvens" }, // 07:00 is an hour away
      "11:15": { temp: 21.3, icon: "01d", description: "céu limpo" }, // 10:00, not 13:00
      "12:00": { temp: 25.8, icon: "10d", description: "chuva moderada" },
      // 22:00 of its own date, not 00:00 of the next, although that one is nearer.
      "23:15": { temp: 19.1, icon: "01n", description: "céu limpo" },
    });
    expect(weatherByTime((await day("2026-07-12")).json.slots)).toEqual({ "00:30": { temp: 18.2, icon: "50n", description: "névoa" } });
    const far = await day("2026-07-20");
    expect(far.json.slots[0]).not.toHaveProperty("weather");

    const saturdayInWeek = (await week("2026-07-11")).json.days.find((entry: { date: string }) => entry.date === "2026-07-11");
    expect(weatherByTime(saturdayInWeek.slots)).toEqual(weatherByTime(saturday.json.slots));
    expect(fake.calls("/data/2.5/forecast")).toBe(1); // the calendar read the cache
  });

  it("reads the week's weather in a fixed number of queries, whatever the number of slots", async () => {
    await getForecast(token);
    await createSlot({ startsAt: clubInstant("2026-07-11", "08:00") });
    await week("2026-07-20"); // the booking settings are kept from now on: no setting changes here
    forgetWeather();
    statements.reset();
    const few = await week("2026-07-11");
    const withOneSlot = statements.count;
    for (let hour = 9; hour < 21; hour++) await createSlot({ startsAt: clubInstant("2026-07-11", `${hour}:00`), minutes: 45 });
    for (let hour = 9; hour < 18; hour++) await createSlot({ startsAt: clubInstant("2026-07-09", `${hour}:00`), minutes: 45 });
    forgetWeather();
    statements.reset();
    const many = await week("2026-07-11");
    expect(statements.count).toBe(withOneSlot);
    // The session's user; the slots with their bookings, members, animals and waiting lists (one
    // statement); the weather's two: the settings and the cache. The booking settings (whether
    // each slot can be booked) are kept while the settings' version holds: new slots move the
    // lessons' version only.
    expect(statements.count).toBe(4);
    // Then the process keeps the weather for a while: another week reads only the session and
    // its slots, and the same week, while the club's data holds, only the session.
    statements.reset();
    await week("2026-07-16");
    expect(statements.count).toBe(2);
    statements.reset();
    await week("2026-07-09");
    expect(statements.count).toBe(1);
    expect(few.json.days.flatMap((entry: { slots: unknown[] }) => entry.slots)).toHaveLength(1);
    const slots = many.json.days.flatMap((entry: { slots: { weather?: unknown }[] }) => entry.slots);
    expect(slots).toHaveLength(22);
    expect(slots.filter((slot: { weather?: unknown }) => slot.weather)).toHaveLength(13); // Saturday's
  });

  it("never waits for OpenWeather: a missing forecast is fetched in the background for the next read", async () => {
    await createSlot({ startsAt: clubInstant("2026-07-11", "10:00") });
    // OpenWeather answers only once the calendar has: a calendar that waited for it would answer
    // only when the refresh gave up (the timeout, 10 s), and the next read would find no forecast.
    fake.holdAnswers();
    const first = await day("2026-07-11");
    expect(first.status).toBe(200);
    expect(first.json.slots[0]).not.toHaveProperty("weather");

    fake.releaseAnswers();
    await refreshesSettled();
    expect(fake.calls("/data/2.5/forecast")).toBe(1);
    const second = await day("2026-07-11");
    expect(second.json.slots[0].weather).toEqual({ temp: 21.3, icon: "01d", description: "céu limpo" });
    expect(fake.calls("/data/2.5/forecast")).toBe(1);
  });

  it("shows the calendar without weather, and only logs, when OpenWeather is down", async () => {
    const logged = vi.spyOn(console, "warn").mockImplementation(() => {});
    await setSetting("weather_location", "Porto, PT"); // an entry the other tests have not filled
    await createSlot({ startsAt: clubInstant("2026-07-11", "10:00") });
    fake.fail({ status: 500, body: "{}" });
    const response = await day("2026-07-11");
    await refreshesSettled();
    expect(response.status).toBe(200);
    expect(response.json.slots).toHaveLength(1);
    expect(response.json.slots[0]).not.toHaveProperty("weather");
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("OpenWeather refresh for 'Porto, PT' failed (upstream_error: HTTP 500"));
    expect(logged.mock.calls.flat().join(" ")).not.toContain(KEY);
    logged.mockRestore();
  });

  it("shows no weather and asks nobody when no key is configured", async () => {
    await setSetting("weather_api_key", "");
    await createSlot({ startsAt: clubInstant("2026-07-11", "10:00") });
    const response = await day("2026-07-11");
    expect(response.status).toBe(200);
    expect(response.json.slots[0]).not.toHaveProperty("weather");
    expect(fake.requests).toHaveLength(0);
  });
});
