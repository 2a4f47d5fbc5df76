"use client";

import { useState } from "react";
import { loadPendingPayments } from "@/lib/payment-api";
import { useSession } from "@/components/session/session-provider";
import { FormAlert } from "@/components/ui/form-alert";
import { PaymentDialogs, type PaymentAction } from "./payment-dialogs";
import { PaymentList } from "./payment-list";
import { PaymentTotals } from "./payment-totals";
import { useLoaded } from "./use-loaded";

/** 'Pendentes': every payment still to be paid, of any month, oldest first. */
export function PendingTab() {
  const { refreshPendingCounters } = useSession();
  const { data: payments, error, reload } = useLoaded(loadPendingPayments, "Erro ao carregar pagamentos");
  const [action, setAction] = useState<PaymentAction | null>(null);

  return (
    <section aria-labelledby="pending-payments" className="space-y-4">
      <div className="space-y-1">
        <h2 id="pending-payments" className="text-lg font-semibold text-slate-900">
          Pagamentos pendentes
        </h2>
        {payments && payments.length > 0 && <PaymentTotals payments={payments} breakdown={false} />}
      </div>
      <FormAlert message={error} />
      {payments === null ? (
        !error && (
          <p role="status" className="py-10 text-center text-sm text-slate-600">
            A carregar pagamentos...
          </p>
        )
      ) : (
        <PaymentList payments={payments} empty="Não há pagamentos pendentes." showMonth onAction={setAction} />
      )}
      <PaymentDialogs
        action={action}
        onClose={() => setAction(null)}
        onChanged={() => {
          reload();
          refreshPendingCounters();
        }}
      />
    </section>
  );
}
