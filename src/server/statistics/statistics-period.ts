import { addClubDays, clubInstant } from "@/lib/club-time";
import { rangeDays, type StatisticsRange } from "@/lib/validations/statistics";

// A statistics range as the queries need it: the instants its club days start and end at
// (Europe/Lisbon, so a daylight-saving change moves no lesson across a day), and the period
// of equal length just before it (docs/rules.md, "Statistics").

export type ClubPeriod = {
  startDate: string;
  endDate: string;
  /** The instant the first club day starts at. */
  from: Date;
  /** The instant the day after the last one starts at (excluded). */
  to: Date;
};

export type StatisticsPeriod = ClubPeriod & { days: number; previous: ClubPeriod };

export function clubPeriod(startDate: string, endDate: string): ClubPeriod {
  return { startDate, endDate, from: clubInstant(startDate, "00:00"), to: clubInstant(addClubDays(endDate, 1), "00:00") };
}

export function statisticsPeriod({ start_date, end_date }: StatisticsRange): StatisticsPeriod {
  const days = rangeDays(start_date, end_date);
  const previous = clubPeriod(addClubDays(start_date, -days), addClubDays(start_date, -1));
  return { ...clubPeriod(start_date, end_date), days, previous };
}
