import { clubDateAndTimes } from "@/lib/club-time";
import { ROLE_LABELS } from "@/lib/role-labels";
import { shortDateLabel } from "@/lib/short-date-label";
import { weekdayNameOfDate } from "@/lib/statistics-labels";
import type { StatisticsRange } from "@/lib/validations/statistics";
import type { CsvCell } from "@/server/csv/csv-response";
import { db } from "@/server/db";
import { clubPeriod } from "@/server/statistics/statistics-period";

// The trainer's CSV of a statistics range (docs/rules.md, "Statistics"): one line per lesson, in start order,
// so a spreadsheet can count it any way the screen does. Dates dd/MM/yyyy, club wall-clock times.

export const EXPORT_HEADER = ["Data", "Dia da semana", "Início", "Fim", "Aluno", "Categoria", "Animal"];

export async function exportStatistics({ start_date, end_date }: StatisticsRange) {
  const { from, to } = clubPeriod(start_date, end_date);
  const bookings = await db.booking.findMany({
    where: { slot: { startsAt: { gte: from, lt: to } } },
    select: {
      slot: { select: { startsAt: true, endsAt: true } },
      user: { select: { name: true, role: true } },
      animal: { select: { name: true } },
    },
    orderBy: [{ slot: { startsAt: "asc" } }],
  });
  const rows: CsvCell[][] = bookings.map(({ slot, user, animal }) => {
    const { date, start_time, end_time } = clubDateAndTimes(slot.startsAt, slot.endsAt);
    return [shortDateLabel(date), weekdayNameOfDate(date), start_time, end_time, user.name, ROLE_LABELS[user.role], animal.name];
  });
  return { filename: `estatisticas-${start_date}-a-${end_date}`, header: EXPORT_HEADER, rows };
}
