import type { WeatherErrorCode } from "@/lib/weather-json";

// Why a forecast could not be had, in the words a member reads (the weather screen shows the
// message with its 'Erro ao carregar previsão do tempo' toast).

export const WEATHER_ERROR_MESSAGES: Record<WeatherErrorCode, string> = {
  missing_api_key: "A previsão do tempo não está configurada: falta a chave da API OpenWeather nas configurações.",
  invalid_api_key: "O OpenWeather recusou a chave da API. Verifique-a nas configurações.",
  location_not_found: "O OpenWeather não conhece a localização configurada. Verifique-a nas configurações (ex.: Seixal, PT).",
  upstream_error: "O serviço de meteorologia está indisponível. Tente novamente mais tarde.",
  upstream_timeout: "O serviço de meteorologia não respondeu a tempo. Tente novamente mais tarde.",
  invalid_response: "O serviço de meteorologia enviou uma resposta inválida. Tente novamente mais tarde.",
};

const CODES = new Set(Object.keys(WEATHER_ERROR_MESSAGES));

export function isWeatherErrorCode(value: unknown): value is WeatherErrorCode {
  return typeof value === "string" && CODES.has(value);
}

/** A failed call to OpenWeather. Its message never carries the URL (which holds the key). */
export class WeatherUpstreamError extends Error {
  constructor(
    readonly code: WeatherErrorCode,
    detail: string,
  ) {
    super(`${code}: ${detail}`);
    this.name = "WeatherUpstreamError";
  }
}
