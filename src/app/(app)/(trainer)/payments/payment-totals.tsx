import { formatEuros } from "@/lib/money";
import type { PaymentJson } from "@/lib/payment-json";
import { paymentCountLabel, sumEuros } from "@/lib/payment-labels";

/** One line over a list: how many payments, their total, and (`breakdown`) what is paid and pending of it. */
export function PaymentTotals({ payments, breakdown = true }: { payments: readonly PaymentJson[]; breakdown?: boolean }) {
  const total = (status?: PaymentJson["status"]) =>
    formatEuros(sumEuros(payments.filter((payment) => !status || payment.status === status).map((payment) => payment.amount)));
  return (
    <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
      <div className="flex gap-1.5">
        <dt className="sr-only">Pagamentos</dt>
        <dd className="font-semibold text-slate-900">{paymentCountLabel(payments.length)}</dd>
      </div>
      <div className="flex gap-1.5">
        <dt className="text-slate-600">Total</dt>
        <dd className="font-semibold text-slate-900 tabular-nums">{total()}</dd>
      </div>
      {breakdown && (
        <div className="flex gap-1.5">
          <dt className="text-slate-600">Pago</dt>
          <dd className="font-semibold text-green-800 tabular-nums">{total("paid")}</dd>
        </div>
      )}
      {breakdown && (
        <div className="flex gap-1.5">
          <dt className="text-slate-600">Pendente</dt>
          <dd className="font-semibold text-amber-800 tabular-nums">{total("pending")}</dd>
        </div>
      )}
    </dl>
  );
}
