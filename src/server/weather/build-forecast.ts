import { formatClub } from "@/lib/club-time";
import type { CurrentWeather, ForecastDay, HourlyWeather } from "@/lib/weather-json";
import type { OpenWeatherAnswers } from "@/server/weather/fetch-openweather";
import type { ForecastStep } from "@/server/weather/openweather-responses";

// OpenWeather's answers as ACE keeps them (docs/rules.md, "Weather"): the three-hourly steps grouped by club
// day (Europe/Lisbon, whatever timezone the city reports), each day's averages, minimum and
// maximum, temperatures with one decimal and wind in km/h. Every day and step is kept; the API
// answers the days asked for, with up to 8 steps each.

export type StoredForecast = {
  location: string;
  current: CurrentWeather;
  days: ForecastDay[];
  hourly: HourlyWeather[];
};

export const HOURLY_PER_DAY = 8;
const MS_TO_KMH = 3.6;
const NOON_MINUTES = 12 * 60;

export function buildForecast(answers: OpenWeatherAnswers, configuredLocation: string): StoredForecast {
  const steps = [...answers.forecast.list].sort((a, b) => a.dt - b.dt);
  const hourly = steps.map(toHourly);
  const byDate = new Map<string, { step: ForecastStep; hour: HourlyWeather }[]>();
  steps.forEach((step, index) => {
    const hour = hourly[index]!;
    byDate.set(hour.date, [...(byDate.get(hour.date) ?? []), { step, hour }]);
  });
  const days = [...byDate.entries()].map(([date, entries]) => toDay(date, entries));
  const { current } = answers;
  return {
    location: placeName(answers, configuredLocation),
    current: { temp: round1(current.main.temp), weather: [condition(current.weather[0]!)] },
    days,
    hourly,
  };
}

function toHourly(step: ForecastStep): HourlyWeather {
  const instant = new Date(step.dt * 1000);
  return {
    date: formatClub(instant, "yyyy-MM-dd"),
    time: formatClub(instant, "HH:mm"),
    datetime: instant.toISOString(),
    temp: round1(step.main.temp),
    ...condition(step.weather[0]!),
    humidity: Math.round(step.main.humidity),
    wind_speed: round1(step.wind.speed * MS_TO_KMH),
  };
}

function toDay(date: string, entries: { step: ForecastStep; hour: HourlyWeather }[]): ForecastDay {
  const steps = entries.map((entry) => entry.step);
  // The day's look: the step nearest midday (a partial first or last day has what it has).
  const midday = entries.reduce((best, entry) => (distanceFromNoon(entry.hour) < distanceFromNoon(best.hour) ? entry : best));
  const instant = new Date(midday.step.dt * 1000);
  const dayName = formatClub(instant, "EEEE");
  return {
    day_name: dayName.charAt(0).toUpperCase() + dayName.slice(1),
    date: formatClub(instant, "d 'de' MMMM 'de' yyyy"),
    date_iso: date,
    temp_avg: round1(mean(steps.map((step) => step.main.temp))),
    temp_min: round1(Math.min(...steps.map((step) => step.main.temp_min))),
    temp_max: round1(Math.max(...steps.map((step) => step.main.temp_max))),
    humidity_avg: Math.round(mean(steps.map((step) => step.main.humidity))),
    wind_speed_avg: round1(mean(steps.map((step) => step.wind.speed)) * MS_TO_KMH),
    clouds_avg: Math.round(mean(steps.map((step) => step.clouds.all))),
    ...condition(midday.step.weather[0]!),
  };
}

/** 'Seixal, PT' as OpenWeather names it; the setting when it names nothing. */
function placeName({ current, forecast }: OpenWeatherAnswers, configured: string): string {
  const name = current.name || forecast.city?.name;
  const country = current.sys?.country || forecast.city?.country;
  if (!name) return configured;
  return country ? `${name}, ${country}` : name;
}

function condition(weather: { icon: string; description: string }) {
  return { icon: weather.icon, description: weather.description };
}

function distanceFromNoon(hour: HourlyWeather): number {
  const [hours, minutes] = hour.time.split(":").map(Number);
  return Math.abs(hours! * 60 + minutes! - NOON_MINUTES);
}

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** One decimal, without a negative zero. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10 || 0;
}
