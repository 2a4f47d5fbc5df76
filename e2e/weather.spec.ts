import type { Page } from "@playwright/test";
import { addClubDays, clubToday } from "../src/lib/club-time";
import type { HourlyWeather, WeatherForecastJson } from "../src/lib/weather-json";
import { expect, test } from "./support/fixtures";
import { createMember } from "./support/members";
import { openCalendar, publishSlots, slotItem, slotsOf, weekDay } from "./support/scheduling";
import { mainNavigation, signInQuickly, toasts } from "./support/session";
import { forecastOf } from "./support/weather";

// /weather and the calendar's weather: the forecast comes from the fake OpenWeather the global
// setup starts (five days from now, three-hourly), through the app's cache.

/** '18,5 °C' as the screens write a temperature with one decimal. */
const degrees = (celsius: number) => `${String(celsius).replace(".", ",")} °C`;
/** '19 °C': the current weather and the slots, rounded. */
const roundDegrees = (celsius: number) => `${Math.round(celsius)} °C`;

const ICON_NAMES: Record<string, string> = { "01d": "Sol", "01n": "Lua", "02": "Nuvens", "03": "Nuvens", "04": "Nuvens", "09": "Chuva", "10": "Chuva", "11": "Trovoada", "13": "Neve", "50": "Nevoeiro" };
const iconName = (code: string) => ICON_NAMES[code] ?? ICON_NAMES[code.slice(0, 2)] ?? "Tempo desconhecido";

async function openWeather(page: Page) {
  await page.goto("/");
  await mainNavigation(page).getByRole("link", { name: "Meteorologia" }).click();
  await expect(page).toHaveURL("/weather");
  await expect(page.getByRole("heading", { name: "Previsão do Tempo - Seixal, Portugal", level: 1 })).toBeVisible();
}

test("a student opens the weather forecast and refreshes it", async ({ page, request }) => {
  const student = await createMember(request, { name: "Carla Mendes" });
  await signInQuickly(page, student);
  await openWeather(page);
  const forecast = await forecastOf(page.request);
  expect(forecast.error).toBeUndefined();

  const now = page.getByRole("region", { name: "Agora" });
  const [condition] = forecast.current!.weather;
  await expect(now).toContainText(roundDegrees(forecast.current!.temp));
  await expect(now).toContainText(condition.description, { ignoreCase: true });
  await expect(now).toContainText("Seixal, PT");
  await expect(now.getByRole("img")).toHaveAccessibleName(iconName(condition.icon));

  const days = page.getByRole("article");
  await expect(days).toHaveCount(5);
  for (const day of forecast.forecast) {
    const card = page.getByRole("article", { name: `${day.day_name}, ${day.date}` });
    await expect(card).toContainText(day.description, { ignoreCase: true });
    await expect(card.getByRole("img").first()).toHaveAccessibleName(iconName(day.icon));
    for (const [label, value] of [
      ["Máxima", degrees(day.temp_max)],
      ["Mínima", degrees(day.temp_min)],
      ["Média", degrees(day.temp_avg)],
      ["Humidade", `${day.humidity_avg}%`],
      ["Vento", `${String(day.wind_speed_avg).replace(".", ",")} km/h`],
      ["Nuvens", `${day.clouds_avg}%`],
    ]) {
      await expect(card.getByRole("term").filter({ hasText: label }).locator("xpath=following-sibling::dd")).toHaveText(value!);
    }
    const hours = forecast.hourly_data.filter((hour) => hour.date === day.date_iso);
    expect(hours.length).toBeGreaterThan(0);
    expect(hours.length).toBeLessThanOrEqual(8);
    const entries = card.getByRole("list", { name: `Previsão hora a hora de ${day.day_name}` }).getByRole("listitem");
    await expect(entries).toHaveCount(hours.length);
    const first = entries.first();
    await expect(first).toHaveAccessibleName(hours[0]!.time);
    await expect(first).toContainText(degrees(hours[0]!.temp));
    await expect(first).toContainText(`Humidade ${hours[0]!.humidity}%`);
    await expect(first).toContainText(`Vento ${String(hours[0]!.wind_speed).replace(".", ",")} km/h`);
  }
  await expect(page.getByText(/^Última atualização: \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/)).toBeVisible();

  // 'Atualizar Previsão' waits for the answer, then says so.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/weather/forecast**", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Atualizar Previsão" }).click();
  const busy = page.getByRole("button", { name: "A atualizar..." });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute("aria-busy", "true");
  release();
  await expect(toasts(page).getByText("Previsão do tempo carregada com sucesso!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Atualizar Previsão" })).toBeEnabled();
  await expect(days).toHaveCount(5);
});

test("a guest sees why the forecast is unavailable, and the last one known marked as old", async ({ page, request }) => {
  const guest = await createMember(request, { name: "Óscar Faria", role: "guest" });
  await signInQuickly(page, guest);
  const known = await forecastOf(page.request);
  // OpenWeather is down (as the server would answer): the last good forecast, stale.
  const message = "O serviço de meteorologia está indisponível. Tente novamente mais tarde.";
  const stale: WeatherForecastJson = { ...known, stale: true, error: "upstream_error", message };
  await page.route("**/api/weather/forecast**", (route) => route.fulfill({ json: stale }));
  await openWeather(page);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(message);
  await expect(toasts(page).getByText("Erro ao carregar previsão do tempo")).toBeVisible();
  await expect(page.getByText(/^A mostrar a última previsão obtida, de \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}: pode estar desatualizada\.$/)).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(known.forecast.length);

  // Nothing known at all: the message alone.
  const nothing: WeatherForecastJson = { location: "Seixal, PT", current: null, forecast: [], hourly_data: [], last_updated: null, stale: false, error: "upstream_timeout", message: "O serviço de meteorologia não respondeu a tempo. Tente novamente mais tarde." };
  await page.unroute("**/api/weather/forecast**");
  await page.route("**/api/weather/forecast**", (route) => route.fulfill({ json: nothing }));
  await page.getByRole("button", { name: "Atualizar Previsão" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(nothing.message!);
  await expect(page.getByRole("article")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Agora" })).toHaveCount(0);
  await expect(page.getByText(/^Última atualização/)).toHaveCount(0);
});

test("a slot of the calendar shows the forecast for its start", async ({ page, request, trainerRequest }) => {
  // Tomorrow, early: within the five days of the forecast, at an hour no other journey uses.
  const date = addClubDays(clubToday(), 1);
  await publishSlots(trainerRequest, date, "06:15", "07:00");
  const student = await createMember(request, { name: "Hugo Nunes" });
  await signInQuickly(page, student);

  const forecast = await forecastOf(page.request);
  const [slot] = await slotsOf(page.request, date);
  const startsAt = Date.parse((slot as unknown as { starts_at: string }).starts_at);
  const closest = forecast.hourly_data
    .filter((hour) => hour.date === date)
    .reduce((best: HourlyWeather | null, hour) =>
      !best || Math.abs(Date.parse(hour.datetime) - startsAt) < Math.abs(Date.parse(best.datetime) - startsAt) ? hour : best,
    null)!;
  expect((slot as unknown as { weather: unknown }).weather).toEqual({ temp: closest.temp, icon: closest.icon, description: closest.description });

  await openCalendar(page, date);
  const card = slotItem(page, "06:15 - 07:00");
  await expect(card).toContainText(roundDegrees(closest.temp));
  await expect(card.getByRole("img", { name: `Tempo previsto: ${closest.description}` })).toBeVisible();

  await openCalendar(page, date, "week");
  const inWeek = slotItem(weekDay(page, date), "06:15 - 07:00");
  await expect(inWeek).toContainText(roundDegrees(closest.temp));
  await expect(inWeek.getByRole("img", { name: `Tempo previsto: ${closest.description}` })).toBeVisible();
});
