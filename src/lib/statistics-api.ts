import { apiFetch } from "@/lib/api-client";
import type { BookingStatisticsJson, QuickStatsJson } from "@/lib/statistics-json";
import type { StatisticsRange } from "@/lib/validations/statistics";

// The browser's statistics calls (/api/bookings/statistics and /api/bookings/user-quick-stats).

const rangeQuery = ({ start_date, end_date }: StatisticsRange) => new URLSearchParams({ start_date, end_date }).toString();

export function loadStatistics(range: StatisticsRange): Promise<BookingStatisticsJson> {
  return apiFetch<BookingStatisticsJson>(`/bookings/statistics?${rangeQuery(range)}`);
}

/** The trainer's CSV of the range (a download: the browser follows the link with its session cookie). */
export function statisticsExportHref(range: StatisticsRange): string {
  return `/api/bookings/statistics/export?${rangeQuery(range)}`;
}

export function loadQuickStats(): Promise<QuickStatsJson> {
  return apiFetch<QuickStatsJson>("/bookings/user-quick-stats");
}
