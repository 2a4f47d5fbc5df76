import type { ForecastDay, HourlyWeather } from "@/lib/weather-json";
import { formatPercent, formatTemperature, formatWindSpeed } from "@/lib/weather-format";
import { WeatherIcon } from "@/components/weather/weather-icon";

type ForecastDayCardProps = { day: ForecastDay; hours: HourlyWeather[] };

/** One day of the forecast: its look, its figures and its three-hourly entries. */
export function ForecastDayCard({ day, hours }: ForecastDayCardProps) {
  const figures = [
    ["Máxima", formatTemperature(day.temp_max)],
    ["Mínima", formatTemperature(day.temp_min)],
    ["Média", formatTemperature(day.temp_avg)],
    ["Humidade", formatPercent(day.humidity_avg)],
    ["Vento", formatWindSpeed(day.wind_speed_avg)],
    ["Nuvens", formatPercent(day.clouds_avg)],
  ] as const;
  return (
    <article aria-label={`${day.day_name}, ${day.date}`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <header className="flex items-center gap-3 sm:gap-4">
        <WeatherIcon code={day.icon} className="h-12 w-12" />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-slate-900">
            {day.day_name}
            <span className="block text-sm font-normal text-slate-600">{day.date}</span>
          </h3>
          <p className="text-sm text-slate-700 first-letter:uppercase">{day.description}</p>
        </div>
        <p className="text-2xl font-bold text-slate-900 tabular-nums">
          <span className="sr-only">Temperatura média: </span>
          {formatTemperature(day.temp_avg)}
        </p>
      </header>

      <dl className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-6">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 px-2 py-1.5 text-center">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-sm font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      {hours.length > 0 && (
        // A strip that scrolls sideways on narrow screens (focusable, so a keyboard can scroll it);
        // all eight side by side on wide ones.
        <ul
          aria-label={`Previsão hora a hora de ${day.day_name}`}
          tabIndex={0}
          className="-mx-1 mt-4 flex snap-x gap-2 overflow-x-auto px-1 pb-2 lg:grid lg:grid-cols-8 lg:overflow-visible lg:pb-0"
        >
          {hours.map((hour) => (
            <li
              key={hour.datetime}
              aria-label={hour.time}
              className="flex w-28 shrink-0 snap-start flex-col items-center rounded-xl border border-slate-100 p-2 text-center lg:w-auto"
            >
              <span className="text-sm font-semibold text-slate-900 tabular-nums">{hour.time}</span>
              <WeatherIcon code={hour.icon} className="my-1 h-8 w-8" />
              <span className="font-semibold text-slate-900 tabular-nums">{formatTemperature(hour.temp)}</span>
              <span className="text-xs text-slate-600 first-letter:uppercase">{hour.description}</span>
              <span className="mt-1 text-xs text-slate-500">Humidade {formatPercent(hour.humidity)}</span>
              <span className="text-xs text-slate-500">Vento {formatWindSpeed(hour.wind_speed)}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
