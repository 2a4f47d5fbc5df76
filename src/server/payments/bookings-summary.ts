import { clubMonthBounds } from "@/lib/club-time";
import type { BookingsSummaryEntry, BookingsSummaryJson, PaymentStatus } from "@/lib/payment-json";
import { db } from "@/server/db";
import { euros } from "@/server/payments/payment-json";

type Row = {
  userId: number;
  userName: string;
  userEmail: string;
  hasFixedMonthlyFee: boolean;
  monthlyFeeAmount: string;
  animalName: string;
  lessonCount: number;
  paymentId: number | null;
  paymentAmount: string | null;
  paymentStatus: PaymentStatus | null;
};

/**
 * GET /api/payments/bookings-summary?month: the members with lessons that club month, their
 * lessons per animal and what is already billed. One query, whatever the club's size.
 */
export async function bookingsSummary(month: string): Promise<BookingsSummaryJson> {
  const { from, to } = clubMonthBounds(month);
  const rows = await db.$queryRaw<Row[]>`
    SELECT u.id AS "userId", u.name AS "userName", u.email AS "userEmail",
           u.has_fixed_monthly_fee AS "hasFixedMonthlyFee", u.monthly_fee_amount::text AS "monthlyFeeAmount",
           a.name AS "animalName", count(*)::int AS "lessonCount",
           p.id AS "paymentId", p.amount::text AS "paymentAmount", p.status::text AS "paymentStatus"
    FROM bookings b
    JOIN availability_slots s ON s.id = b.availability_slot_id
    JOIN users u ON u.id = b.user_id
    JOIN animals a ON a.id = b.animal_id
    LEFT JOIN payments p ON p.user_id = u.id AND p.month = ${month}
    WHERE s.starts_at >= ${from} AND s.starts_at < ${to}
    GROUP BY u.id, a.id, p.id
    ORDER BY u.id, a.name`;

  const members = new Map<number, BookingsSummaryEntry>();
  for (const row of rows) {
    let entry = members.get(row.userId);
    if (!entry) {
      entry = {
        user_id: row.userId,
        user_name: row.userName,
        user_email: row.userEmail,
        total_lessons: 0,
        animals: [],
        has_fixed_monthly_fee: row.hasFixedMonthlyFee,
        monthly_fee_amount: euros(row.monthlyFeeAmount),
        payment: row.paymentId === null ? null : { id: row.paymentId, amount: euros(row.paymentAmount!), status: row.paymentStatus! },
      };
      members.set(row.userId, entry);
    }
    entry.total_lessons += row.lessonCount;
    entry.animals.push({ animal_name: row.animalName, lesson_count: row.lessonCount });
  }
  const summary = [...members.values()].sort((a, b) => a.user_name.localeCompare(b.user_name, "pt"));
  return { month, summary };
}
