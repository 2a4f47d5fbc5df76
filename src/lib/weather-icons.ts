// OpenWeather's icon codes as ACE draws them (docs/rules.md, "Weather"): sun (01d), moon (01n), clouds
// (02-04), rain (09, 10), storm (11), snow (13), mist (50), anything else a question mark.
// Drawn by the app itself: no image is loaded from OpenWeather.

export type WeatherIconKind = "sun" | "moon" | "clouds" | "rain" | "storm" | "snow" | "mist" | "unknown";

const BY_GROUP: Record<string, WeatherIconKind> = {
  "02": "clouds",
  "03": "clouds",
  "04": "clouds",
  "09": "rain",
  "10": "rain",
  "11": "storm",
  "13": "snow",
  "50": "mist",
};

export function weatherIconKind(code: string): WeatherIconKind {
  const match = /^(\d{2})([dn])$/.exec(code.trim());
  if (!match) return "unknown";
  const [, group, time] = match;
  if (group === "01") return time === "d" ? "sun" : "moon";
  return BY_GROUP[group!] ?? "unknown";
}

/** What each icon shows, for screen readers. */
export const WEATHER_ICON_LABELS: Record<WeatherIconKind, string> = {
  sun: "Sol",
  moon: "Lua",
  clouds: "Nuvens",
  rain: "Chuva",
  storm: "Trovoada",
  snow: "Neve",
  mist: "Nevoeiro",
  unknown: "Tempo desconhecido",
};

/** The id of a kind's drawing in the page's sprite (components/weather/weather-icon-sprite.tsx). */
export const weatherIconId = (kind: WeatherIconKind) => `weather-icon-${kind}`;
