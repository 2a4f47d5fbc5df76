import { monthLabel } from "@/lib/calendar-labels";
import { formatEuros } from "@/lib/money";
import type { PaymentJson } from "@/lib/payment-json";
import { paidLabel } from "@/lib/payment-labels";
import { PaymentStatusBadge } from "@/components/payments/payment-status-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { PaymentAction } from "./payment-dialogs";

/** A pending payment its member said they paid ('Já paguei'), for the trainer to confirm. */
const MEMBER_REPORTED_BADGE = "Pago, por confirmar";

type PaymentListProps = {
  payments: readonly PaymentJson[];
  empty: string;
  /** The pending tab mixes months: each card then names its month. */
  showMonth?: boolean;
  onAction: (action: PaymentAction) => void;
};

/**
 * Payments as cards: member, email, amount, status ('Pago, por confirmar' when the member said
 * they paid), when and how paid, and the trainer's actions.
 */
export function PaymentList({ payments, empty, showMonth = false, onAction }: PaymentListProps) {
  if (payments.length === 0) {
    return <p className="rounded-xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-600">{empty}</p>;
  }
  return (
    <ul className="space-y-3">
      {payments.map((payment) => (
        <PaymentCard key={payment.id} payment={payment} showMonth={showMonth} onAction={onAction} />
      ))}
    </ul>
  );
}

function PaymentCard({ payment, showMonth, onAction }: { payment: PaymentJson; showMonth: boolean; onAction: (action: PaymentAction) => void }) {
  const pending = payment.status === "pending";
  const paid = paidLabel(payment);
  const act = (kind: PaymentAction["kind"]) => () => onAction({ kind, payment });
  return (
    <li aria-label={payment.user_name} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex min-w-0 items-start justify-between gap-3 lg:flex-1">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold text-slate-900">{payment.user_name}</h3>
              <PaymentStatusBadge status={payment.status} />
              {pending && payment.member_reported_at && <Badge tone="blue">{MEMBER_REPORTED_BADGE}</Badge>}
            </div>
            <p className="mt-0.5 truncate text-sm text-slate-600">{payment.user_email}</p>
            {showMonth && <p className="mt-0.5 text-sm font-medium text-slate-700">Mensalidade de {monthLabel(payment.month)}</p>}
            {paid && <p className="mt-0.5 text-sm text-green-800">{paid}</p>}
            {payment.note && <p className="mt-0.5 text-sm break-words text-slate-600">Nota: {payment.note}</p>}
          </div>
          <p className="shrink-0 text-lg font-bold text-slate-900 tabular-nums">{formatEuros(payment.amount)}</p>
        </div>
        {/* A constant width on wide screens keeps the amounts of every card in one column. */}
        <div className="flex flex-wrap gap-2 lg:w-[30rem] lg:shrink-0 lg:justify-end">
          {pending && (
            <Button type="button" onClick={act("pay")}>
              Marcar como pago
            </Button>
          )}
          {pending && (
            <Button type="button" variant="secondary" onClick={act("amount")}>
              Editar valor
            </Button>
          )}
          <Button type="button" variant="secondary" onClick={act("details")}>
            Detalhes
          </Button>
          <Button type="button" variant="secondary" className="text-red-700" onClick={act("delete")}>
            Eliminar
          </Button>
        </div>
      </div>
    </li>
  );
}
