"use client";

import { lazyComponent } from "@/components/lazy-component";

// Home's cards that most visits do not show, whose code loads only when page.tsx renders them:
// the waiting list when the member is on one, the payments card when the page could not read
// the payments itself (it shows them without JavaScript otherwise), and the trainer's payments to
// confirm when members said they paid ('Já paguei').
export const WaitlistCard = lazyComponent(() => import("./waitlist-card").then((module) => module.WaitlistCard));
export const PendingPaymentsCard = lazyComponent(() => import("./pending-payments-card").then((module) => module.PendingPaymentsCard));
export const PaymentsToConfirmCard = lazyComponent(() => import("./payments-to-confirm-card").then((module) => module.PaymentsToConfirmCard));
