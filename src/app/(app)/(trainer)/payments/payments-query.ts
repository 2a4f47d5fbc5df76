import { addMonths, clubMonth, clubYear } from "@/lib/club-time";

// The /payments screen's state in the address: ?tab=generate|manage|pending|statistics and the
// month the generate and manage tabs show (?month=yyyy-MM, the current club month by default).
// A month half chosen stays in the address too ('2026-', '-03', '-'): the address is the state.

export const PAYMENTS_TABS = ["generate", "manage", "pending", "statistics"] as const;

export type PaymentsTab = (typeof PAYMENTS_TABS)[number];

/** A year and month as the two selects hold them; "" while one is not chosen. */
export type MonthChoice = { year: string; month: string };

export type PaymentsQuery = { tab: PaymentsTab; month: MonthChoice };

/** Spec: the year choices run from the current year minus 2 to plus 2. */
export function yearChoices(): number[] {
  const year = clubYear();
  return [year - 2, year - 1, year, year + 1, year + 2];
}

export function monthChoiceOf(month: string): MonthChoice {
  return { year: month.slice(0, 4), month: month.slice(5, 7) };
}

/** 'yyyy-MM' once both are chosen, else null ('Selecione o ano e mês'). */
export function chosenMonth(choice: MonthChoice): string | null {
  return choice.year && choice.month ? `${choice.year}-${choice.month}` : null;
}

/** The current club month, or one `offset` months away. */
export function currentMonthChoice(offset = 0): MonthChoice {
  return monthChoiceOf(addMonths(clubMonth(), offset));
}

export function parsePaymentsQuery(query: { get(name: string): string | null }): PaymentsQuery {
  const tab = PAYMENTS_TABS.find((candidate) => candidate === query.get("tab")) ?? "generate";
  return { tab, month: parseMonthChoice(query.get("month")) ?? currentMonthChoice() };
}

/** '2026-03', or half chosen ('2026-', '-03', '-'); null when absent or not a choice the selects offer. */
function parseMonthChoice(value: string | null): MonthChoice | null {
  const match = value === null ? null : /^(\d{4})?-(0[1-9]|1[0-2])?$/.exec(value);
  if (!match) return null;
  const [, year = "", month = ""] = match;
  if (year && !yearChoices().includes(Number(year))) return null;
  return { year, month };
}

export function paymentsQueryString({ tab, month }: PaymentsQuery): string {
  return `tab=${tab}&month=${month.year}-${month.month}`;
}
