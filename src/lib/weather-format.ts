// The weather's figures as the screens write them, in Portuguese: '18,5 °C', '10,8 km/h', '60%'.

const oneDecimal = new Intl.NumberFormat("pt-PT", { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat("pt-PT", { maximumFractionDigits: 0 });

/** '18,5 °C' (the API's one decimal). */
export function formatTemperature(celsius: number): string {
  return `${oneDecimal.format(celsius)} °C`;
}

/** '19 °C': the current weather and the calendar's slots show it rounded. */
export function formatRoundedTemperature(celsius: number): string {
  return `${whole.format(Math.round(celsius) || 0)} °C`;
}

export function formatWindSpeed(kmh: number): string {
  return `${oneDecimal.format(kmh)} km/h`;
}

export function formatPercent(value: number): string {
  return `${whole.format(value)}%`;
}
