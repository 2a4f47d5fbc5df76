import { WEATHER_ICON_LABELS, weatherIconId, weatherIconKind } from "@/lib/weather-icons";

// The weather's icons: each an image with a Portuguese name for screen readers, drawn from the
// page's WeatherIconSprite (weather-icon-sprite.tsx), which a page that shows the weather renders.

type WeatherIconProps = {
  /** OpenWeather's icon code ('01d'). */
  code: string;
  /** What a screen reader says; the icon's name ('Chuva') by default. */
  label?: string;
  className?: string;
};

export function WeatherIcon({ code, label, className = "h-8 w-8" }: WeatherIconProps) {
  const kind = weatherIconKind(code);
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      role="img"
      aria-label={label ?? WEATHER_ICON_LABELS[kind]}
      data-weather-icon={kind}
      className={`shrink-0 ${className}`}
    >
      <use href={`#${weatherIconId(kind)}`} />
    </svg>
  );
}
