import { forecastQuerySchema } from "@/lib/validations/weather";
import { parseSearchParams } from "@/server/http/request-input";
import { route } from "@/server/http/route";
import { getForecast } from "@/server/weather/get-forecast";

// The forecast for every signed-in user; OpenWeather's failures answer 200 with `error` (docs/rules.md, "Weather").
export const GET = route("signed-in", async ({ request }) => Response.json(await getForecast(parseSearchParams(request, forecastQuerySchema))));
