import { PAYMENT_STATUS_LABELS } from "@/lib/payment-json";
import type { MemberPaymentJson } from "@/lib/member-page-json";
import { monthLabel } from "@/lib/calendar-labels";
import { formatEuros } from "@/lib/money";
import { paidLabel } from "@/lib/payment-labels";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PageSection } from "./page-section";

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type MemberPaymentsProps = {
  payments: readonly MemberPaymentJson[];
  total: number;
  /** 'Marcar como Pago' on a pending payment: the payments screen's dialog opens. */
  onMarkPaid: (payment: MemberPaymentJson) => void;
};

/** A member's payments, newest month first: month, amount, and paid (when, how) or pending, which can be marked paid. */
export function MemberPayments({ payments, total, onMarkPaid }: MemberPaymentsProps) {
  return (
    <PageSection title="Pagamentos" items={payments} total={total} noun="pagamentos" empty="Sem pagamentos registados.">
      {(payment) => {
        const month = capitalise(monthLabel(payment.month));
        return (
          <li key={payment.id} aria-label={month} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2.5 text-sm">
            <div>
              <p className="font-medium text-slate-900">{month}</p>
              {payment.status === "paid" && <p className="text-slate-600">{paidLabel(payment)}</p>}
            </div>
            <div className="flex flex-wrap items-center justify-end gap-2">
              <span className="font-semibold text-slate-900 tabular-nums">{formatEuros(payment.amount)}</span>
              <Badge tone={payment.status === "paid" ? "green" : "amber"}>{PAYMENT_STATUS_LABELS[payment.status]}</Badge>
              {payment.status === "pending" && (
                <Button type="button" variant="secondary" className="w-full sm:w-auto" onClick={() => onMarkPaid(payment)}>
                  Marcar como pago
                </Button>
              )}
            </div>
          </li>
        );
      }}
    </PageSection>
  );
}
