// The weather as the API answers it (docs/rules.md, "Weather"), shared by
// the server that builds it and the screens that show it. Temperatures in °C with one decimal,
// wind in km/h, humidity and clouds in %.

/** An OpenWeather icon code ('01d', '10n'...) and its Portuguese description. */
export type WeatherCondition = { icon: string; description: string };

/** One three-hourly step, on the club's clock. */
export type HourlyWeather = WeatherCondition & {
  /** Club date 'yyyy-MM-dd'. */
  date: string;
  /** Club wall-clock time 'HH:mm'. */
  time: string;
  /** The same instant, ISO 8601 (a slot's weather reading names it `datetime`). */
  datetime: string;
  temp: number;
  humidity: number;
  wind_speed: number;
};

/** One club day of the forecast. */
export type ForecastDay = WeatherCondition & {
  /** 'Segunda-feira'. */
  day_name: string;
  /** '23 de novembro de 2026'. */
  date: string;
  /** The club date 'yyyy-MM-dd', for matching the hourly entries. */
  date_iso: string;
  temp_avg: number;
  temp_min: number;
  temp_max: number;
  humidity_avg: number;
  wind_speed_avg: number;
  clouds_avg: number;
};

export type CurrentWeather = { temp: number; weather: [WeatherCondition] };

/** Why the forecast could not be refreshed (`message` says it in Portuguese). */
export type WeatherErrorCode =
  | "missing_api_key"
  | "invalid_api_key"
  | "location_not_found"
  | "upstream_error"
  | "upstream_timeout"
  | "invalid_response";

/** GET /api/weather/forecast?days=1..5. */
export type WeatherForecastJson = {
  /** 'Seixal, PT', as OpenWeather names the place. */
  location: string;
  current: CurrentWeather | null;
  forecast: ForecastDay[];
  /** Up to 8 entries for each day of `forecast`. */
  hourly_data: HourlyWeather[];
  /** When OpenWeather was asked (ISO 8601); null when there is no forecast at all. */
  last_updated: string | null;
  /** True when the forecast is older than the cache allows: a refresh failed (see `error`). */
  stale: boolean;
  error?: WeatherErrorCode;
  message?: string;
};

/** A calendar slot's weather: the hourly entry of its club date closest to its start. */
export type SlotWeatherJson = { temp: number; icon: string; description: string };
