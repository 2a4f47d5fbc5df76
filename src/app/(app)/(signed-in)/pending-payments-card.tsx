"use client";

import { useEffect, useState } from "react";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { loadMyPendingPayments } from "@/lib/member-payment-api";
import type { UserPendingPaymentsJson } from "@/lib/payment-json";
import { PendingPaymentsSummary } from "./pending-payments-summary";

/**
 * Home, students only, when the page could not read the pending payments: the card loads them
 * itself. Nothing while it loads, when there are none, or when the load fails (spec: the card is
 * then hidden).
 */
export function PendingPaymentsCard() {
  const [pending, setPending] = useState<UserPendingPaymentsJson | null>(null);

  useEffect(
    () => loadWhileCurrent(loadMyPendingPayments(), setPending, (failure) => console.error("Erro ao carregar pagamentos pendentes", failure)),
    [],
  );

  return pending && <PendingPaymentsSummary pending={pending} />;
}
