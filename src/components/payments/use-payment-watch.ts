"use client";

import { useEffect, useState } from "react";
import { loadMyPendingPayments } from "@/lib/member-payment-api";

/** How often the member's pending payments are read again while an MB WAY request waits. */
export const WATCH_EVERY_MS = 3_000;
/**
 * Looked for a little past the request's minutes: a member who accepts in the last seconds is
 * told by the provider's callback a moment later.
 */
const GRACE_MS = 15_000;

export type PaymentWatch = "waiting" | "paid" | "expired";

/**
 * While an MB WAY request waits (`until`, the instant its minutes end; null: none), whether the
 * payment got paid: it has left the member's pending payments (GET /api/payments/user-pending).
 * Read every few seconds until then, or until the dialog closes; a read the network failed is
 * read again at the next turn.
 */
export function usePaymentWatch(paymentId: number, until: number | null): PaymentWatch {
  // Kept with the request it is about: a request sent again starts waiting afresh.
  const [outcome, setOutcome] = useState<{ until: number; watch: Exclude<PaymentWatch, "waiting"> } | null>(null);

  useEffect(() => {
    if (until === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      try {
        const { payments } = await loadMyPendingPayments();
        if (stopped) return;
        if (!payments.some((payment) => payment.id === paymentId)) return setOutcome({ until, watch: "paid" });
      } catch {
        if (stopped) return;
      }
      if (Date.now() > until + GRACE_MS) return setOutcome({ until, watch: "expired" });
      timer = setTimeout(() => void look(), WATCH_EVERY_MS);
    };
    timer = setTimeout(() => void look(), WATCH_EVERY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [paymentId, until]);

  return until !== null && outcome?.until === until ? outcome.watch : "waiting";
}
