import { PAYMENT_STATUS_LABELS } from "@/lib/payment-json";
import type { MemberPaymentJson } from "@/lib/member-page-json";
import { monthLabel } from "@/lib/calendar-labels";
import { formatEuros } from "@/lib/money";
import { paidLabel } from "@/lib/payment-labels";
import { Badge } from "@/components/ui/badge";
import { PageSection } from "./page-section";

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A member's payments, newest month first: month, amount, and paid (when, how) or pending. */
export function MemberPayments({ payments, total }: { payments: readonly MemberPaymentJson[]; total: number }) {
  return (
    <PageSection title="Pagamentos" items={payments} total={total} noun="pagamentos" empty="Sem pagamentos registados.">
      {(payment) => (
        <li key={payment.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2.5 text-sm">
          <div>
            <p className="font-medium text-slate-900">{capitalise(monthLabel(payment.month))}</p>
            {payment.status === "paid" && <p className="text-slate-600">{paidLabel(payment)}</p>}
          </div>
          <div className="flex items-center gap-2">
            <span className="font-semibold text-slate-900 tabular-nums">{formatEuros(payment.amount)}</span>
            <Badge tone={payment.status === "paid" ? "green" : "amber"}>{PAYMENT_STATUS_LABELS[payment.status]}</Badge>
          </div>
        </li>
      )}
    </PageSection>
  );
}
