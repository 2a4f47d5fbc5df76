import { monthLabel } from "@/lib/calendar-labels";
import { formatEuros } from "@/lib/money";
import type { UserPendingPaymentsJson } from "@/lib/payment-json";
import { paymentCountLabel, sumEuros } from "@/lib/payment-labels";
import { AppLink } from "@/components/navigation/app-link";
import { PaymentInstructions } from "@/components/payments/payment-instructions";
import { PendingPaymentActions } from "@/components/payments/pending-payment-actions";

/**
 * Home, students only: the member's pending payments, their total and how to pay, each with 'Já
 * paguei' (or that the trainer is to confirm it), and 'Pagar com MB WAY' and 'Referência
 * Multibanco' when the club has a payment provider; nothing when there are none. Rendered on the
 * server (page.tsx), or by PendingPaymentsCard when the page could not read them.
 */
export function PendingPaymentsSummary({ pending }: { pending: UserPendingPaymentsJson }) {
  const { payments, instructions } = pending;
  if (payments.length === 0) return null;
  const total = sumEuros(payments.map((payment) => payment.amount));
  return (
    <section aria-labelledby="pending-payments-warning" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 shadow-sm">
      <div className="space-y-4">
        <div>
          <h2 id="pending-payments-warning" className="flex items-center gap-2 text-lg font-semibold text-amber-950">
            <span aria-hidden="true" className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-amber-200 text-base font-bold text-amber-900">
              !
            </span>
            Pagamentos Pendentes
          </h2>
          <p className="mt-1 text-sm text-amber-900">
            Tem {paymentCountLabel(payments.length)} por regularizar, no total de{" "}
            <strong className="tabular-nums">{formatEuros(total)}</strong>.
          </p>
        </div>
        <div className="grid gap-4 md:grid-cols-2 md:items-start">
          <div className="space-y-3">
            <ul className="divide-y divide-amber-200 rounded-xl border border-amber-200 bg-white">
              {payments.map((payment) => (
                <li key={payment.id} aria-label={`Mensalidade de ${monthLabel(payment.month)}`} className="space-y-2 px-3 py-2 text-sm">
                  <div className="flex items-center justify-between gap-3">
                    <span className="text-slate-900">Mensalidade de {monthLabel(payment.month)}</span>
                    <span className="font-semibold text-slate-900 tabular-nums">{formatEuros(payment.amount)}</span>
                  </div>
                  <PendingPaymentActions payment={payment} online={instructions.online} />
                </li>
              ))}
            </ul>
            <AppLink href="/account" className="inline-flex min-h-11 items-center text-sm font-semibold text-amber-900 underline hover:text-amber-950">
              Ver histórico de pagamentos
            </AppLink>
          </div>
          <PaymentInstructions instructions={instructions} />
        </div>
      </div>
    </section>
  );
}
