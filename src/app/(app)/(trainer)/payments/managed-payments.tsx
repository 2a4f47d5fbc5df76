"use client";

import { useState } from "react";
import type { PaymentJson } from "@/lib/payment-json";
import { useSession } from "@/components/session/session-provider";
import { FormAlert } from "@/components/ui/form-alert";
import { matchesSearch, SearchField } from "@/components/ui/search-field";
import { PaymentDialogs, type PaymentAction } from "./payment-dialogs";
import { PaymentList } from "./payment-list";

/**
 * A loaded list of payments with their actions (mark paid, edit, delete, details): after each
 * change the list reloads and the navbar's pending badge follows. Used by 'Gerir' and 'Pendentes'.
 * A search box finds a member's payments in the list loaded (name or email, accents and case
 * aside); the totals above the list stay those of the whole list.
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
  const [search, setSearch] = useState("");
  const shown = payments?.filter((payment) => matchesSearch(search, payment.user_name, payment.user_email)) ?? null;
  return (
    <>
      <FormAlert message={error} />
      {payments !== null && payments.length > 0 && (
        <SearchField label="Pesquisar pagamento por aluno" placeholder="Pesquisar por aluno..." value={search} onChange={setSearch} className="sm:w-80" />
      )}
      {shown === null ? (
        !error && (
          <p role="status" className="py-10 text-center text-sm text-slate-600">
            A carregar pagamentos...
          </p>
        )
      ) : (
        <PaymentList payments={shown} empty={payments?.length ? "Nenhum pagamento encontrado." : empty} showMonth={showMonth} onAction={setAction} />
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
