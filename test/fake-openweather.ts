import http from "node:http";
import type { AddressInfo } from "node:net";

// A fake OpenWeather on loopback for the weather tests and the e2e journeys: a real HTTP server
// answering /data/2.5/weather and /data/2.5/forecast in OpenWeather's documented format
// (https://openweathermap.org/current, https://openweathermap.org/forecast5), checking the key,
// units=metric and lang=pt as the real one would, and counting the calls it gets.

export type FakeStep = {
  /** The step's instant (ISO 8601). */
  at: string;
  temp: number;
  temp_min?: number;
  temp_max?: number;
  humidity?: number;
  /** m/s, as OpenWeather answers with units=metric. */
  wind?: number;
  clouds?: number;
  icon?: string;
  description?: string;
};

export type FakePlace = { name: string; country: string; timezone: number };

/** What the next answers to a path are made of, instead of the normal forecast. */
export type FakeFailure = { status?: number; body?: string; delayMs?: number };

export type FakeOpenWeather = {
  url: string;
  /** Every request received, oldest first ('/data/2.5/forecast', its query). */
  requests: { path: string; query: URLSearchParams }[];
  /** How many calls each path got. */
  calls: (path: "/data/2.5/weather" | "/data/2.5/forecast") => number;
  /** The three-hourly steps the forecast answers (and the current weather's, from the first). */
  setSteps: (steps: FakeStep[]) => void;
  /** Every answer to both paths fails this way until cleared (null). */
  fail: (failure: FakeFailure | null) => void;
  /** Every answer waits this long first (to let simultaneous requests pile up). */
  setDelay: (delayMs: number) => void;
  /** Answers wait, however long, until `releaseAnswers` (to see what the app does meanwhile). */
  holdAnswers: () => void;
  /** Sends the answers held, and answers as usual again. */
  releaseAnswers: () => void;
  close: () => Promise<void>;
};

export const KNOWN_PLACES: Record<string, FakePlace> = {
  "seixal,pt": { name: "Seixal", country: "PT", timezone: 0 },
  "lisboa,pt": { name: "Lisboa", country: "PT", timezone: 0 },
  "porto,pt": { name: "Porto", country: "PT", timezone: 0 },
};

export async function startFakeOpenWeather(options: { apiKey: string; steps?: FakeStep[] }): Promise<FakeOpenWeather> {
  let steps = options.steps ?? generatedSteps(new Date());
  let failure: FakeFailure | null = null;
  let delayMs = 0;
  let held: (() => void)[] | null = null;
  const requests: FakeOpenWeather["requests"] = [];
  const sockets = new Set<import("node:net").Socket>();

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://openweather");
    requests.push({ path: url.pathname, query: url.searchParams });
    const reply = (status: number, body: string) => {
      const wait = (failure?.delayMs ?? 0) + delayMs;
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(body);
      };
      setTimeout(() => (held ? held.push(send) : send()), wait);
    };
    if (failure) return reply(failure.status ?? 200, failure.body ?? "");
    reply(...answer(url, options.apiKey, steps));
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    calls: (path) => requests.filter((request) => request.path === path).length,
    setSteps: (next) => {
      steps = next;
    },
    fail: (next) => {
      failure = next;
    },
    setDelay: (next) => {
      delayMs = next;
    },
    holdAnswers: () => {
      held ??= [];
    },
    releaseAnswers: () => {
      const sends = held ?? [];
      held = null;
      for (const send of sends) send();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function answer(url: URL, apiKey: string, steps: FakeStep[]): [number, string] {
  const query = url.searchParams;
  if (url.pathname !== "/data/2.5/weather" && url.pathname !== "/data/2.5/forecast") {
    return [404, JSON.stringify({ cod: "404", message: "Internal error" })];
  }
  if (query.get("appid") !== apiKey) {
    return [401, JSON.stringify({ cod: 401, message: "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info." })];
  }
  if (query.get("units") !== "metric" || query.get("lang") !== "pt") {
    return [400, JSON.stringify({ cod: "400", message: "the fake answers units=metric&lang=pt only" })];
  }
  const place = KNOWN_PLACES[(query.get("q") ?? "").toLowerCase()];
  if (!place) return [404, JSON.stringify({ cod: "404", message: "city not found" })];
  return [200, JSON.stringify(url.pathname === "/data/2.5/weather" ? currentOf(place, steps[0]!) : forecastOf(place, steps))];
}

function currentOf(place: FakePlace, step: FakeStep) {
  const dt = Math.floor(Date.parse(step.at) / 1000);
  return {
    coord: { lon: -9.1, lat: 38.64 },
    weather: [{ id: 800, main: "Clear", description: step.description ?? "céu limpo", icon: step.icon ?? "01d" }],
    base: "stations",
    main: { temp: step.temp, feels_like: step.temp, temp_min: step.temp_min ?? step.temp, temp_max: step.temp_max ?? step.temp, pressure: 1016, humidity: step.humidity ?? 70 },
    visibility: 10000,
    wind: { speed: step.wind ?? 3, deg: 320 },
    clouds: { all: step.clouds ?? 0 },
    dt,
    sys: { country: place.country, sunrise: dt - 20000, sunset: dt + 20000 },
    timezone: place.timezone,
    id: 2263667,
    name: place.name,
    cod: 200,
  };
}

function forecastOf(place: FakePlace, steps: FakeStep[]) {
  return {
    cod: "200",
    message: 0,
    cnt: steps.length,
    list: steps.map((step) => ({
      dt: Math.floor(Date.parse(step.at) / 1000),
      main: {
        temp: step.temp,
        feels_like: step.temp,
        temp_min: step.temp_min ?? step.temp,
        temp_max: step.temp_max ?? step.temp,
        pressure: 1016,
        humidity: step.humidity ?? 70,
      },
      weather: [{ id: 800, main: "Clear", description: step.description ?? "céu limpo", icon: step.icon ?? "01d" }],
      clouds: { all: step.clouds ?? 0 },
      wind: { speed: step.wind ?? 3, deg: 320, gust: 5 },
      visibility: 10000,
      pop: 0,
      sys: { pod: (step.icon ?? "01d").endsWith("n") ? "n" : "d" },
      dt_txt: step.at.slice(0, 19).replace("T", " "),
    })),
    city: { id: 2263667, name: place.name, coord: { lat: 38.64, lon: -9.1 }, country: place.country, population: 0, timezone: place.timezone },
  };
}

const DAY_LOOKS = [
  { code: "01", description: "céu limpo", clouds: 0 },
  { code: "02", description: "algumas nuvens", clouds: 20 },
  { code: "10", description: "chuva moderada", clouds: 90 },
  { code: "04", description: "nublado", clouds: 85 },
  { code: "11", description: "trovoada", clouds: 100 },
  { code: "03", description: "nuvens dispersas", clouds: 40 },
] as const;
const TEMPERATURE_BY_UTC_HOUR: Record<number, number> = { 0: 11.2, 3: 10.4, 6: 11.8, 9: 15.6, 12: 18.9, 15: 18.1, 18: 15.3, 21: 12.7 };

/** Five days of three-hourly steps from the three-hour boundary before `from`, as OpenWeather sends. */
export function generatedSteps(from: Date): FakeStep[] {
  const first = Math.floor(from.getTime() / (3 * 3600_000)) * 3 * 3600_000;
  return Array.from({ length: 40 }, (_, index) => {
    const at = new Date(first + index * 3 * 3600_000);
    const look = DAY_LOOKS[Math.floor(index / 8) % DAY_LOOKS.length]!;
    const hour = at.getUTCHours();
    const temp = TEMPERATURE_BY_UTC_HOUR[hour]! + Math.floor(index / 8) * 0.5;
    return {
      at: at.toISOString(),
      temp,
      temp_min: temp - 0.8,
      temp_max: temp + 0.6,
      humidity: 60 + (index % 5) * 5,
      wind: 2 + (index % 4) * 0.5,
      clouds: look.clouds,
      icon: `${look.code}${hour >= 6 && hour < 18 ? "d" : "n"}`,
      description: look.description,
    };
  });
}
