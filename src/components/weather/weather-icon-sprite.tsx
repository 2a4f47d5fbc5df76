import type { ReactNode } from "react";
import { weatherIconId, type WeatherIconKind } from "@/lib/weather-icons";

// The weather's drawings, once per page, for WeatherIcon (weather-icon.tsx) to show by reference
// (<use>). Rendered on the server by the pages that show the weather (the calendar, the weather
// screen), so that their scripts carry the icons' names and not their drawings. Drawn inline (the
// CSP allows no images from OpenWeather, and the app must work offline).

const FULL_CLOUD = "M7 19h10.5a4 4 0 0 0 .7-7.94A5.5 5.5 0 0 0 7.6 9.3 4.9 4.9 0 0 0 7 19Z";
const HIGH_CLOUD = "M7 14.5h10.5a3.6 3.6 0 0 0 .6-7.15A5 5 0 0 0 8.4 5.7 4.4 4.4 0 0 0 7 14.5Z";

const DRAWINGS: Record<WeatherIconKind, ReactNode> = {
  sun: (
    <>
      <circle cx="12" cy="12" r="4.5" className="fill-amber-400 stroke-amber-500" />
      <path
        d="M12 2.5v2.2M12 19.3v2.2M2.5 12h2.2M19.3 12h2.2M5.3 5.3l1.5 1.5M17.2 17.2l1.5 1.5M5.3 18.7l1.5-1.5M17.2 6.8l1.5-1.5"
        className="stroke-amber-500"
      />
    </>
  ),
  moon: <path d="M19.5 14.6A8 8 0 0 1 9.4 4.5a8 8 0 1 0 10.1 10.1Z" className="fill-indigo-200 stroke-indigo-500" />,
  clouds: <path d={FULL_CLOUD} className="fill-slate-200 stroke-slate-500" />,
  rain: (
    <>
      <path d={HIGH_CLOUD} className="fill-slate-300 stroke-slate-500" />
      <path d="M8.5 17.5l-1 2.5M12.5 17.5l-1 2.5M16.5 17.5l-1 2.5" className="stroke-sky-500" />
    </>
  ),
  storm: (
    <>
      <path d={HIGH_CLOUD} className="fill-slate-400 stroke-slate-600" />
      <path d="M12.5 15.5l-2.5 3.5h3l-2 3.5" className="stroke-amber-500" />
    </>
  ),
  snow: (
    <>
      <path d={HIGH_CLOUD} className="fill-slate-100 stroke-slate-400" />
      <path d="M8 18.5h.01M12 20.5h.01M16 18.5h.01M10 22h.01M14 22h.01" strokeWidth={2.5} className="stroke-sky-400" />
    </>
  ),
  mist: <path d="M4 8h16M3 12h18M5 16h14M7 20h10" className="stroke-slate-400" />,
  unknown: (
    <>
      <circle cx="12" cy="12" r="9" className="fill-slate-100 stroke-slate-400" />
      <path d="M9.6 9.4a2.5 2.5 0 0 1 4.8.9c0 1.7-2.4 2.2-2.4 3.7M12 17h.01" className="stroke-slate-600" />
    </>
  ),
};

/** The symbols WeatherIcon refers to ('#weather-icon-sun'...); hidden, and out of the accessibility tree. */
export function WeatherIconSprite() {
  return (
    <svg aria-hidden="true" className="hidden">
      {(Object.keys(DRAWINGS) as WeatherIconKind[]).map((kind) => (
        <symbol key={kind} id={weatherIconId(kind)} viewBox="0 0 24 24">
          {DRAWINGS[kind]}
        </symbol>
      ))}
    </svg>
  );
}
