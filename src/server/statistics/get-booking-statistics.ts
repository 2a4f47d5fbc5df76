import type { BookingStatisticsJson } from "@/lib/statistics-json";
import type { StatisticsRange } from "@/lib/validations/statistics";
import { now } from "@/lib/club-time";
import type { SessionUser } from "@/server/auth/current-user";
import { readThrough } from "@/server/read-cache";
import { getAttendanceStatistics } from "@/server/statistics/get-attendance-statistics";
import { getClubStatistics } from "@/server/statistics/get-club-statistics";
import { getMemberStatistics } from "@/server/statistics/get-member-statistics";
import { statisticsPeriod } from "@/server/statistics/statistics-period";

/**
 * GET /api/bookings/statistics: the whole club for the trainer, one's own lessons for anyone
 * else; kept while the club's data holds (read-cache.ts): a range's figures change only with it.
 */
export async function getBookingStatistics(
  viewer: Pick<SessionUser, "id" | "role">,
  range: StatisticsRange,
): Promise<BookingStatisticsJson> {
  const period = statisticsPeriod(range);
  const span = `${range.start_date} ${range.end_date}`;
  if (viewer.role !== "trainer") {
    return readThrough(`member statistics ${viewer.id} ${span}`, ["lessons", "members"], () => getMemberStatistics(viewer.id, period));
  }
  // Which lessons have started moves with the clock, not with the club's data: the attendance is
  // kept per minute (lessons start on the minute), the rest while the data holds.
  const minute = new Date(Math.floor(now().getTime() / 60_000) * 60_000);
  const [club, attendance] = await Promise.all([
    readThrough(`club statistics ${span}`, ["lessons", "members"], () => getClubStatistics(period)),
    readThrough(`attendance statistics ${span} ${minute.toISOString()}`, ["lessons", "members"], () => getAttendanceStatistics(period, minute)),
  ]);
  return { ...club, attendance_by_student: attendance };
}
