import { addMinutes, format, parse } from "date-fns";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { bookThroughApi, publishSlots, slotAt } from "./scheduling";

// The club's history for the statistics and account journeys: lessons long past, which only the
// trainer may book, on dates no other journey uses (the other journeys work days ahead).

/** Past years whose calendar is 2001's (1 January a Monday, no 29 February): same weekdays. */
const YEARS_LIKE_2001 = [2001, 2007, 2018, 1990, 1979, 1973, 1962, 1951];

/**
 * A month of the past ('2001-03') for this journey, in a year whose days fall on 2001's weekdays.
 * A repeat (--repeat-each) or a retry in the same run gets another such year, clear of the
 * lessons its earlier runs left.
 */
export function pastMonth(month: number): string {
  const year = YEARS_LIKE_2001[journeyRun() % YEARS_LIKE_2001.length];
  return `${year}-${String(month).padStart(2, "0")}`;
}

/** This journey's run in the current run of the suite: 0 for the first, then 1, 2... */
export function journeyRun(): number {
  const { repeatEachIndex, retry } = test.info();
  return repeatEachIndex * 3 + retry;
}

/**
 * The trainer publishes lessons at these times of a past date and books them for one animal.
 * Returns the booked slots, in the order of `times`: the date may hold other journeys' slots too.
 */
export async function bookPastLessons(trainerRequest: APIRequestContext, date: string, animalId: number, ...times: string[]) {
  const sorted = [...times].sort();
  const published = await publishSlots(trainerRequest, date, sorted[0]!, later(sorted.at(-1)!, 45));
  const booked = times.map((time) => slotAt(published, time));
  for (const slot of booked) await bookThroughApi(trainerRequest, slot.id, animalId);
  return booked;
}

/** '10:45' + 45 -> '11:30'. */
function later(time: string, minutes: number): string {
  return format(addMinutes(parse(time, "HH:mm", new Date(2001, 0, 1)), minutes), "HH:mm");
}

/** A headline figure ('Total de aulas') of a statistics list, as its card reads. */
export function figure(list: Locator, label: string): Locator {
  return list.getByRole("listitem").filter({ has: list.page().getByText(label, { exact: true }) });
}

/** A headline figure's value: the card reads its label, then the value ('Total de aulas', '4'). */
export async function expectFigure(list: Locator, label: string, value: string): Promise<void> {
  await expect(figure(list, label)).toHaveText(new RegExp(`^${escapeRegExp(label)}${escapeRegExp(value)}(?![\\d,])`));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A statistics table, by its caption. */
export function figuresTable(page: Page, caption: string): Locator {
  return page.getByRole("table", { name: caption, exact: true });
}

/** The figures of a table's row, named by its first cell ('Segunda-feira' -> ['3']). */
export async function expectRow(table: Locator, name: string, ...figures: string[]): Promise<void> {
  await expect(table.getByRole("row", { name: new RegExp(`^${escapeRegExp(name)}( |$)`) }).getByRole("cell")).toHaveText(figures);
}

/**
 * /statistics once the current month's figures have loaded. They load in the browser, so the
 * screen is then live: dates typed into the server-rendered form before that would be lost.
 */
export async function openStatistics(page: Page): Promise<void> {
  await page.goto("/statistics");
  await expect(page.getByRole("heading", { name: "Estatísticas", level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: "Resumo do período" })).toBeVisible();
}

/** The statistics screen's range: both dates, then 'Ver estatísticas'. */
export async function chooseRange(page: Page, startDate: string, endDate: string): Promise<void> {
  await page.getByLabel("Data de início").fill(startDate);
  await page.getByLabel("Data de fim").fill(endDate);
  await page.getByRole("button", { name: "Ver estatísticas" }).click();
}
