import { clubToday } from "../../src/lib/club-time";

// Birth dates and ages as the animal cards show them, counted on the club's calendar
// (Europe/Lisbon), the way a member reads them off the screen.

/**
 * A 'yyyy-MM-dd' birth date that makes an animal exactly `years` years and `months` months old
 * today: the first day of that month (any day of this month is on or after the 1st).
 */
export function bornAgo(years: number, months: number): string {
  const [thisYear, thisMonth] = clubToday().split("-").map(Number);
  const total = thisYear * 12 + (thisMonth - 1) - (years * 12 + months);
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  return `${year}-${String(month).padStart(2, "0")}-01`;
}

/** '2019-04-12' as the cards show it: '12/04/2019'. */
export function portugueseDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}/${month}/${year}`;
}
