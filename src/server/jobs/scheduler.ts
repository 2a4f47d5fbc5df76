import { sendAnimalPapersNotices } from "@/server/jobs/animal-papers-notices";
import { runMonthlyFixedFeesIfDue } from "@/server/jobs/monthly-fixed-fees";
import { pruneIdempotencyKeysIfDue } from "@/server/jobs/prune-idempotency-keys";
import { pruneSignInRecordsIfDue } from "@/server/jobs/prune-sign-in-records";
import { sendLessonReminders } from "@/server/jobs/send-lesson-reminders";
import { runWaitlistHoldsIfDue } from "@/server/jobs/waitlist-holds";
import { sendPaymentReferenceMails } from "@/server/jobs/payment-reference-mails";

// Scheduled work in the app's own process (docs/architecture.md, "Scheduled work"): every minute each job checks whether
// it is due and claims its run in PostgreSQL, so several instances do it once and a restart
// resumes it. Started from src/instrumentation.ts.

const INTERVAL_MS = 60_000;
const FIRST_TICK_MS = 0; // at start: catch up at once after downtime

const JOBS: { name: string; run: () => Promise<unknown> }[] = [
  { name: "monthly fixed fees", run: runMonthlyFixedFeesIfDue },
  { name: "payment mails with a reference", run: sendPaymentReferenceMails },
  { name: "lesson reminders", run: sendLessonReminders },
  { name: "waiting-list holds", run: runWaitlistHoldsIfDue },
  { name: "animal papers notices", run: sendAnimalPapersNotices },
  { name: "sign-in records pruning", run: pruneSignInRecordsIfDue },
  { name: "retry keys pruning", run: pruneIdempotencyKeysIfDue },
];

let started = false;

export function startScheduler(): void {
  if (started) return;
  started = true;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    for (const job of JOBS) {
      try {
        const result = await job.run();
        if (result) console.info(`[ace] ${job.name}:`, JSON.stringify(result));
      } catch (error) {
        console.error(`[ace] ${job.name} failed:`, error instanceof Error ? error.message : error);
      }
    }
    running = false;
  };
  setTimeout(tick, FIRST_TICK_MS).unref();
  setInterval(tick, INTERVAL_MS).unref();
}
