import { clubMonthBounds } from "@/lib/club-time";
import type { BookingsSummaryEntry, BookingsSummaryJson } from "@/lib/payment-json";
import { queryRows } from "@/server/db";
import { readThrough } from "@/server/read-cache";
import { approvedDuringMonthSql, fixedFeeForMonthSql } from "@/server/payments/fixed-fee-share";

const names = new Intl.Collator("pt");

/**
 * GET /api/payments/bookings-summary?month: the members with lessons that club month, their
 * lessons per animal and what is already billed. One statement straight to the driver (see
 * db.ts), whatever the club's size, that answers the entries already as the API's JSON (amounts
 * stay decimals, which JSON parsing turns into the same numbers as `euros`); then by name.
 * Each entry's `suggested_amount` is what the month's bill prefills (docs/rules.md, "Payments"),
 * reckoned in SQL numeric: the fixed fee, a share of it for a member approved during the month
 * (`prorated`), else the lessons times the price of the member's category, else null.
 * Kept while the club's data and settings hold (read-cache.ts).
 */
export function bookingsSummary(month: string): Promise<BookingsSummaryJson> {
  return readThrough(`bookings summary ${month}`, ["lessons", "members", "payments", "settings"], () => readBookingsSummary(month));
}

async function readBookingsSummary(month: string): Promise<BookingsSummaryJson> {
  const { from, to } = clubMonthBounds(month);
  const [{ summary }] = await queryRows<{ summary: BookingsSummaryEntry[] }>`
    WITH lessons AS (
      SELECT b.user_id, b.animal_id, count(*)::int AS lesson_count
      FROM bookings b JOIN availability_slots s ON s.id = b.availability_slot_id
      WHERE s.starts_at >= ${from} AND s.starts_at < ${to}
      GROUP BY b.user_id, b.animal_id
    ),
    members AS (
      SELECT l.user_id, sum(l.lesson_count)::int AS total_lessons,
             json_agg(json_build_object('animal_name', a.name, 'lesson_count', l.lesson_count) ORDER BY a.name, a.id) AS animals
      FROM lessons l JOIN animals a ON a.id = l.animal_id
      GROUP BY l.user_id
    ),
    prices AS (
      -- The settings' prices per lesson (stored as '12.50'; empty: none).
      SELECT (SELECT nullif(value, '')::numeric FROM settings WHERE key = 'lesson_price_student') AS student,
             (SELECT nullif(value, '')::numeric FROM settings WHERE key = 'lesson_price_external') AS external
    ),
    fees AS (
      SELECT u.id AS user_id, ${fixedFeeForMonthSql(month)} AS fee, ${approvedDuringMonthSql(month)} AS prorated
      FROM members m JOIN users u ON u.id = m.user_id
    )
    SELECT coalesce(json_agg(json_build_object(
             'user_id', u.id, 'user_name', u.name, 'user_email', u.email, 'total_lessons', m.total_lessons,
             'animals', m.animals, 'has_fixed_monthly_fee', u.has_fixed_monthly_fee, 'monthly_fee_amount', u.monthly_fee_amount,
             'payment', CASE WHEN p.id IS NULL THEN NULL ELSE json_build_object('id', p.id, 'amount', p.amount, 'status', p.status) END,
             'suggested_amount', CASE
               WHEN u.has_fixed_monthly_fee THEN CASE WHEN u.monthly_fee_amount > 0 THEN f.fee END
               ELSE m.total_lessons * CASE u.role WHEN 'student' THEN pr.student WHEN 'external' THEN pr.external END
             END,
             'prorated', u.has_fixed_monthly_fee AND u.monthly_fee_amount > 0 AND f.prorated
           ) ORDER BY u.id), '[]') AS summary
    FROM members m
    JOIN users u ON u.id = m.user_id
    JOIN fees f ON f.user_id = u.id
    CROSS JOIN prices pr
    LEFT JOIN payments p ON p.user_id = u.id AND p.month = ${month}`;
  return { month, summary: summary.sort((a, b) => names.compare(a.user_name, b.user_name)) };
}
