// An animal's age as the animal cards show it. Pure: "today" is passed in
// (the animals page passes clubToday(), the club's date in Europe/Lisbon).

import { countLabel } from "@/lib/plural";

export type AnimalAge = { years: number; months: number };

/**
 * Whole years and months from a 'yyyy-MM-dd' birth date to `today` ('yyyy-MM-dd'). A month is
 * complete on the same day of the month, or on the month's last day when it is shorter (born on
 * 31 January: one month on 28 February). Null for a birth date after today.
 */
export function animalAge(birthDate: string, today: string): AnimalAge | null {
  const birth = splitDate(birthDate);
  const now = splitDate(today);
  if (!birth || !now || birthDate > today) return null;

  let totalMonths = (now.year - birth.year) * 12 + (now.month - birth.month);
  const lastDayOfThisMonth = daysInMonth(now.year, now.month);
  if (now.day < birth.day && now.day < lastDayOfThisMonth) totalMonths -= 1;
  return { years: Math.floor(totalMonths / 12), months: totalMonths % 12 };
}

/** '3 anos e 2 meses', '1 ano e 1 mês', '2 anos', '5 meses', 'Menos de 1 mês'. */
export function formatAnimalAge(age: AnimalAge | null): string {
  if (!age) return "—";
  const years = countLabel(age.years, { one: "ano", other: "anos" });
  const months = countLabel(age.months, { one: "mês", other: "meses" });
  if (age.years > 0 && age.months > 0) return `${years} e ${months}`;
  if (age.years > 0) return years;
  if (age.months > 0) return months;
  return "Menos de 1 mês";
}

function splitDate(date: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
