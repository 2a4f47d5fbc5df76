"use client";

import { useEffect, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { monthLabel } from "@/lib/calendar-labels";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { formatEuros } from "@/lib/money";
import { loadMyPayments } from "@/lib/member-payment-api";
import type { PaymentJson, UserPendingPaymentsJson } from "@/lib/payment-json";
import { paidLabel } from "@/lib/payment-labels";
import { lazyComponent } from "@/components/lazy-component";
import { PaymentInstructions } from "@/components/payments/payment-instructions";
import { PaymentStatusBadge } from "@/components/payments/payment-status-badge";
import { PendingPaymentActions } from "@/components/payments/pending-payment-actions";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";

// Loads when a payment's details are first opened.
const PaymentDetailsDialog = lazyComponent(() => import("@/components/payments/payment-details-dialog").then((module) => module.PaymentDetailsDialog));

/**
 * The account page's payment history: the member's payments, newest month first, each with its
 * details (the lessons it covers), a pending one with 'Já paguei' (and 'Pagar com MB WAY' and
 * 'Referência Multibanco' when the club has a payment provider); how to pay while something is pending.
 */
export function PaymentHistory() {
  const [history, setHistory] = useState<UserPendingPaymentsJson | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [viewing, setViewing] = useState<PaymentJson | null>(null);
  // Counts the reads: one more after a payment paid in the app (its status becomes 'Pago').
  const [reads, setReads] = useState(1);

  useEffect(
    () =>
      loadWhileCurrent(loadMyPayments(), setHistory, (failure) => {
        const message = errorMessage(failure, "Erro ao carregar pagamentos");
        setError(message);
        toast.error(message);
      }),
    [reads],
  );

  const payments = history?.payments ?? [];
  const anyPending = payments.some((payment) => payment.status === "pending");
  return (
    <section aria-labelledby="payment-history" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="payment-history" className="text-lg font-semibold text-slate-900">
        Histórico de Pagamentos
      </h2>
      <div className="mt-4 space-y-4">
        <FormAlert message={error} />
        {history === null ? (
          !error && (
            <p role="status" className="text-sm text-slate-600">
              A carregar pagamentos...
            </p>
          )
        ) : payments.length === 0 ? (
          <p className="text-sm text-slate-600">Ainda não tem pagamentos registados.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {payments.map((payment) => (
              <HistoryEntry
                key={payment.id}
                payment={payment}
                online={history.instructions.online}
                onDetails={() => setViewing(payment)}
                onPaid={() => setReads((count) => count + 1)}
              />
            ))}
          </ul>
        )}
        {history && anyPending && <PaymentInstructions instructions={history.instructions} />}
      </div>
      {viewing && <PaymentDetailsDialog payment={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
}

type HistoryEntryProps = { payment: PaymentJson; online: boolean; onDetails: () => void; onPaid: () => void };

function HistoryEntry({ payment, online, onDetails, onPaid }: HistoryEntryProps) {
  const month = monthLabel(payment.month);
  const paid = paidLabel(payment);
  return (
    <li aria-label={`Mensalidade de ${month}`} className="space-y-2 px-3 py-3">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-900">Mensalidade de {month}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
            <PaymentStatusBadge status={payment.status} />
            {paid && <span className="text-xs text-slate-600">{paid}</span>}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1.5 sm:flex-row sm:items-center sm:gap-3">
          <span className="font-semibold text-slate-900 tabular-nums">{formatEuros(payment.amount)}</span>
          <Button type="button" variant="secondary" className="min-h-8 px-3 py-1" onClick={onDetails}>
            Detalhes
          </Button>
        </div>
      </div>
      {payment.status === "pending" && <PendingPaymentActions payment={payment} online={online} onPaid={onPaid} />}
    </li>
  );
}
