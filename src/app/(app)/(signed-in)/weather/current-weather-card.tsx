import type { CurrentWeather } from "@/lib/weather-json";
import { formatRoundedTemperature } from "@/lib/weather-format";
import { WeatherIcon } from "@/components/weather/weather-icon";

/** 'Agora': the rounded temperature, the sky and the place. */
export function CurrentWeatherCard({ location, current }: { location: string; current: CurrentWeather }) {
  const [condition] = current.weather;
  return (
    <section
      aria-labelledby="current-weather"
      className="flex items-center gap-4 rounded-2xl border border-sky-100 bg-gradient-to-br from-sky-50 to-white p-5 shadow-sm sm:gap-6 sm:p-6"
    >
      <WeatherIcon code={condition.icon} className="h-16 w-16 sm:h-20 sm:w-20" />
      <div className="min-w-0">
        <h2 id="current-weather" className="text-sm font-semibold tracking-wide text-sky-800 uppercase">
          Agora
        </h2>
        <p className="text-4xl font-bold text-slate-900 tabular-nums sm:text-5xl">{formatRoundedTemperature(current.temp)}</p>
        <p className="mt-1 text-slate-700 first-letter:uppercase">{condition.description}</p>
        <p className="mt-1 text-sm text-slate-500">{location}</p>
      </div>
    </section>
  );
}
