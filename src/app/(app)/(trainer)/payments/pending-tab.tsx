"use client";

import { loadPendingPayments } from "@/lib/payment-api";
import { ManagedPayments } from "./managed-payments";
import { PaymentTotals } from "./payment-totals";
import { useLoaded } from "./use-loaded";

/** 'Pendentes': every payment still to be paid, of any month, oldest first. */
export function PendingTab() {
  const { data: payments, error, reload } = useLoaded(loadPendingPayments, "Erro ao carregar pagamentos");

  return (
    <section aria-labelledby="pending-payments" className="space-y-4">
      <div className="space-y-1">
        <h2 id="pending-payments" className="text-lg font-semibold text-slate-900">
          Pagamentos pendentes
        </h2>
        {payments && payments.length > 0 && <PaymentTotals payments={payments} breakdown={false} />}
      </div>
      <ManagedPayments payments={payments} error={error} reload={reload} empty="Não há pagamentos pendentes." showMonth />
    </section>
  );
}
