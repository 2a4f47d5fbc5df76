"use client";

import { useState } from "react";
import { monthLabel } from "@/lib/calendar-labels";
import { formatEuros } from "@/lib/money";
import { PAYMENT_METHOD_LABELS, type PaymentJson } from "@/lib/payment-json";
import { paidDateLabel } from "@/lib/payment-labels";
import { MarkPaidDialog } from "@/components/payments/mark-paid-dialog";
import { useSession } from "@/components/session/session-provider";
import { ReadyButton } from "@/components/ui/ready-button";

/**
 * Home, trainer only: the pending payments members said they paid ('Já paguei', docs/rules.md,
 * "Payments"), each with 'Marcar como pago' (the mark-paid dialog, the member's method chosen).
 * A payment marked paid leaves the list. Rendered only when there is one.
 */
export function PaymentsToConfirmCard({ initial }: { initial: PaymentJson[] }) {
  const [payments, setPayments] = useState(initial);
  const [marking, setMarking] = useState<PaymentJson | null>(null);
  const { refreshPendingCounters } = useSession();
  if (payments.length === 0) return null;
  return (
    <section aria-labelledby="to-do-to-confirm" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 shadow-sm">
      <h2 id="to-do-to-confirm" className="text-lg font-semibold text-amber-950">
        Pagamentos para confirmar
      </h2>
      <p className="mt-1 text-sm text-amber-900">Pagamentos que os membros indicaram já ter feito. Confirme cada um quando o receber.</p>
      <ul className="mt-3 divide-y divide-amber-200 rounded-xl border border-amber-200 bg-white">
        {payments.map((payment) => (
          <li key={payment.id} aria-label={`${payment.user_name}, ${monthLabel(payment.month)}`} className="flex flex-wrap items-center gap-3 px-3 py-3 text-sm">
            <div className="min-w-0 flex-1 basis-60 space-y-0.5">
              <p className="text-slate-900">
                <span className="font-medium break-words">{payment.user_name}</span>
                <span className="text-slate-600"> · {monthLabel(payment.month)}</span>
                {/* The amount never wraps away from its dot. */}{" "}
                <span className="font-semibold whitespace-nowrap tabular-nums">· {formatEuros(payment.amount)}</span>
              </p>
              <p className="text-slate-700">
                {payment.member_reported_method && PAYMENT_METHOD_LABELS[payment.member_reported_method]}
                {payment.member_reported_at && <>, indicado a {paidDateLabel(payment.member_reported_at)}</>}
              </p>
              {payment.member_reported_note && <p className="break-words text-slate-600 italic">“{payment.member_reported_note}”</p>}
            </div>
            <ReadyButton type="button" variant="secondary" className="px-3" onClick={() => setMarking(payment)}>
              Marcar como pago
            </ReadyButton>
          </li>
        ))}
      </ul>
      <MarkPaidDialog
        payment={marking}
        onClose={() => setMarking(null)}
        onPaid={() => {
          setPayments((list) => list.filter((payment) => payment.id !== marking?.id));
          refreshPendingCounters();
        }}
      />
    </section>
  );
}
