import type { BookingStatisticsJson } from "@/lib/statistics-json";
import type { StatisticsRange } from "@/lib/validations/statistics";
import type { SessionUser } from "@/server/auth/current-user";
import { getClubStatistics } from "@/server/statistics/get-club-statistics";
import { getMemberStatistics } from "@/server/statistics/get-member-statistics";
import { statisticsPeriod } from "@/server/statistics/statistics-period";

/** GET /api/bookings/statistics: the whole club for the trainer, one's own lessons for anyone else. */
export function getBookingStatistics(viewer: Pick<SessionUser, "id" | "role">, range: StatisticsRange): Promise<BookingStatisticsJson> {
  const period = statisticsPeriod(range);
  return viewer.role === "trainer" ? getClubStatistics(period) : getMemberStatistics(viewer.id, period);
}
