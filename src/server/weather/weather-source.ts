import { createHash } from "node:crypto";
import { config } from "@/server/config";
import { readSettings } from "@/server/settings/club-settings";
import { openWeatherQuery } from "@/server/weather/fetch-openweather";

// Where the forecast comes from: the `weather_location` setting, and the `weather_api_key`
// setting, else OPENWEATHER_API_KEY (docs/rules.md, "Weather"). The cache is keyed by the place and a hash
// of the key, so a changed setting reads (and fills) another entry at once.

export type WeatherSource = {
  /** The setting as the trainer wrote it ('Seixal, PT'). */
  location: string;
  /** The cache's form of it ('seixal,pt'). */
  cacheLocation: string;
  /** Empty when no key is configured. */
  apiKey: string;
  /** SHA-256 of the key (hex): what the cache keeps instead of the key. */
  keyHash: string;
};

export async function readWeatherSource(): Promise<WeatherSource> {
  const settings = await readSettings();
  const location = settings.weather_location.trim() || "Seixal, PT";
  const apiKey = settings.weather_api_key.trim() || config().openWeatherApiKey?.trim() || "";
  return {
    location,
    cacheLocation: openWeatherQuery(location).toLowerCase().slice(0, 200),
    apiKey,
    keyHash: createHash("sha256").update(`openweather-key:${apiKey}`).digest("hex"),
  };
}
