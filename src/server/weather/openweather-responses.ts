import { z } from "zod";
import "@/lib/validations/common";

// The parts of OpenWeather's answers that ACE reads (https://openweathermap.org/current and
// https://openweathermap.org/forecast5, units=metric, lang=pt). Anything else they carry is
// ignored; an answer without these parts is malformed.

const condition = z.object({ icon: z.string().min(1).max(8), description: z.string().max(200) });

export const currentWeatherResponse = z.object({
  name: z.string().max(200).optional(),
  sys: z.object({ country: z.string().max(8).optional() }).optional(),
  main: z.object({ temp: z.number() }),
  weather: z.array(condition).min(1),
});

const forecastStep = z.object({
  dt: z.number().int(),
  main: z.object({ temp: z.number(), temp_min: z.number(), temp_max: z.number(), humidity: z.number() }),
  weather: z.array(condition).min(1),
  wind: z.object({ speed: z.number() }),
  clouds: z.object({ all: z.number() }),
  dt_txt: z.string().optional(),
});

export const forecastResponse = z.object({
  list: z.array(forecastStep).min(1).max(200),
  city: z.object({ name: z.string().max(200).optional(), country: z.string().max(8).optional(), timezone: z.number().optional() }).optional(),
});

export type CurrentWeatherResponse = z.infer<typeof currentWeatherResponse>;
export type ForecastResponse = z.infer<typeof forecastResponse>;
export type ForecastStep = ForecastResponse["list"][number];
