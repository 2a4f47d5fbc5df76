import { addMinutes, format, parse } from "date-fns";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { bookThroughApi, publishSlots, slotAt } from "./scheduling";

// The club's history for the statistics and account journeys: lessons long past, which only the
// trainer may book, on dates no other journey uses (the other journeys work days ahead).

/**
 * A month of the past ('2001-03') for this journey: a repeat (--repeat-each) or a retry in the
 * same run gets a later year, clear of the lessons its earlier runs left.
 */
export function pastMonth(month: number): string {
  const { repeatEachIndex, retry } = test.info();
  return `${2001 + repeatEachIndex * 4 + retry}-${String(month).padStart(2, "0")}`;
}

/** The trainer publishes lessons at these times of a past date and books them for one animal. */
export async function bookPastLessons(trainerRequest: APIRequestContext, date: string, animalId: number, ...times: string[]) {
  const sorted = [...times].sort();
  const slots = await publishSlots(trainerRequest, date, sorted[0]!, later(sorted.at(-1)!, 45));
  for (const time of times) await bookThroughApi(trainerRequest, slotAt(slots, time).id, animalId);
  return slots;
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

/** The statistics screen's range: both dates, then 'Ver estatísticas'. */
export async function chooseRange(page: Page, startDate: string, endDate: string): Promise<void> {
  await page.getByLabel("Data de início").fill(startDate);
  await page.getByLabel("Data de fim").fill(endDate);
  await page.getByRole("button", { name: "Ver estatísticas" }).click();
}
