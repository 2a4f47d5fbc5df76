import { clubInstant, clubMonth, now } from "@/lib/club-time";
import { db } from "@/server/db";
import { generateFixedMonthlyFeesIn, type FixedFeesResult } from "@/server/payments/generate-fixed-monthly-fees";

export const MONTHLY_FIXED_FEES_JOB = "monthly-fixed-fees";

/**
 * The monthly fees of docs/rules.md, "Payments": from 08:00 club time on the first day of a
 * month, the month's fixed fees are generated once (for the members approved by the month's end,
 * as the trainer's button bills them). The job_runs row is the claim and is written in the same
 * transaction as the payments, so a run that fails leaves no claim and is tried again, a second
 * instance waits on the first one's row and then finds it taken, and a server that was down on
 * the first catches up when it starts. Only the current month is billed: a month missed entirely
 * is left to the trainer's button.
 */
export async function runMonthlyFixedFeesIfDue(): Promise<FixedFeesResult | null> {
  const at = now();
  const month = clubMonth(at);
  if (at < clubInstant(`${month}-01`, "08:00")) return null;
  const done = await db.jobRun.findUnique({ where: { job_period: { job: MONTHLY_FIXED_FEES_JOB, period: month } }, select: { job: true } });
  if (done) return null;

  return db.$transaction(async (tx) => {
    const claimed = await tx.$executeRaw`
      INSERT INTO job_runs (job, period, result) VALUES (${MONTHLY_FIXED_FEES_JOB}, ${month}, '{}'::jsonb)
      ON CONFLICT (job, period) DO NOTHING`;
    if (claimed === 0) return null;
    const result = await generateFixedMonthlyFeesIn(tx, month, null);
    await tx.jobRun.update({
      where: { job_period: { job: MONTHLY_FIXED_FEES_JOB, period: month } },
      data: { result: { created: result.created, skipped: result.skipped, not_yet_members: result.not_yet_members } },
    });
    return result;
  });
}
