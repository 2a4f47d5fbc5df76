"use client";

import { useState } from "react";
import type { PaymentJson } from "@/lib/payment-json";
import { useSession } from "@/components/session/session-provider";
import { FormAlert } from "@/components/ui/form-alert";
import { PaymentDialogs, type PaymentAction } from "./payment-dialogs";
import { PaymentList } from "./payment-list";

/**
 * A loaded list of payments with their actions (mark paid, edit, delete, details): after each
 * change the list reloads and the navbar's pending badge follows. Used by 'Gerir' and 'Pendentes'.
 */
export function ManagedPayments({
  payments,
  error,
  reload,
  empty,
  showMonth = false,
}: {
  payments: PaymentJson[] | null;
  error: string | null;
  reload: () => void;
  empty: string;
  showMonth?: boolean;
}) {
  const { refreshPendingCounters } = useSession();
  const [action, setAction] = useState<PaymentAction | null>(null);
  return (
    <>
      <FormAlert message={error} />
      {payments === null ? (
        !error && (
          <p role="status" className="py-10 text-center text-sm text-slate-600">
            A carregar pagamentos...
          </p>
        )
      ) : (
        <PaymentList payments={payments} empty={empty} showMonth={showMonth} onAction={setAction} />
      )}
      <PaymentDialogs
        action={action}
        onClose={() => setAction(null)}
        onChanged={() => {
          reload();
          refreshPendingCounters();
        }}
      />
    </>
  );
}
