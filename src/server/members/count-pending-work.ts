import { db } from "@/server/db";
import { readThrough } from "@/server/read-cache";
import { pendingSignUp } from "@/server/members/member-scope";

/**
 * The trainer's navbar badges: sign-ups waiting for approval and payments not yet paid (the
 * lengths of GET /api/auth/pending-students and /api/payments/pending). Read with the page, so a
 * trainer's screen does not fetch both lists as it loads; kept while the club's data holds.
 */
export function countPendingWork() {
  return readThrough("pending work", ["members", "payments"], async () => {
    const [pendingSignUps, pendingPayments] = await Promise.all([
      db.user.count({ where: pendingSignUp() }),
      db.payment.count({ where: { status: "pending" } }),
    ]);
    return { pendingSignUps, pendingPayments };
  });
}
