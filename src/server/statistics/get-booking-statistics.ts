import type { BookingStatisticsJson } from "@/lib/statistics-json";
import type { StatisticsRange } from "@/lib/validations/statistics";
import type { SessionUser } from "@/server/auth/current-user";
import { readThrough } from "@/server/read-cache";
import { getClubStatistics } from "@/server/statistics/get-club-statistics";
import { getMemberStatistics } from "@/server/statistics/get-member-statistics";
import { statisticsPeriod } from "@/server/statistics/statistics-period";

/**
 * GET /api/bookings/statistics: the whole club for the trainer, one's own lessons for anyone
 * else; kept while the club's data holds (read-cache.ts): a range's figures change only with it.
 */
export function getBookingStatistics(
  viewer: Pick<SessionUser, "id" | "role">,
  range: StatisticsRange,
): Promise<BookingStatisticsJson> {
  const period = statisticsPeriod(range);
  const span = `${range.start_date} ${range.end_date}`;
  return viewer.role === "trainer"
    ? readThrough(`club statistics ${span}`, () => getClubStatistics(period))
    : readThrough(`member statistics ${viewer.id} ${span}`, () => getMemberStatistics(viewer.id, period));
}
