import type { Slot } from "@/lib/availability-api";
import { formatRoundedTemperature } from "@/lib/weather-format";
import { WeatherIcon } from "@/components/weather/weather-icon";

/**
 * A slot's weather: the icon and temperature of the forecast's three-hourly entry of its date
 * closest to its start (the server picks it). Nothing when the forecast does not reach the slot
 * or cannot be had: the calendar only logs weather failures.
 */
export function SlotWeather({ slot }: { slot: Pick<Slot, "weather"> }) {
  if (!slot.weather) return null;
  const { icon, description, temp } = slot.weather;
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-600" title={description}>
      <WeatherIcon code={icon} label={`Tempo previsto: ${description}`} className="h-5 w-5" />
      <span className="tabular-nums">{formatRoundedTemperature(temp)}</span>
    </span>
  );
}
