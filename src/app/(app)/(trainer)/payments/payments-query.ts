import { addMonths, clubMonth, clubYear } from "@/lib/club-time";

// The /payments screen's state in the address: ?tab=generate|manage|pending|statistics and the
// month the generate and manage tabs show (?month=yyyy-MM, the current club month by default).

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
  const month = query.get("month") ?? "";
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month) && yearChoices().includes(Number(month.slice(0, 4)));
  return { tab, month: valid ? monthChoiceOf(month) : currentMonthChoice() };
}

export function paymentsQueryString({ tab, month }: PaymentsQuery): string {
  const chosen = chosenMonth(month);
  return chosen ? `tab=${tab}&month=${chosen}` : `tab=${tab}`;
}
