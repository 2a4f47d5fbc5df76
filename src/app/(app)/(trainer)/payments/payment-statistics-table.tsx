import { monthLabel } from "@/lib/calendar-labels";
import { formatEuros } from "@/lib/money";
import type { PaymentMonthStatistics, PaymentStatisticsJson } from "@/lib/payment-json";

const COLUMNS = ["Pagamentos", "Pagos", "Pendentes", "Valor total", "Valor pago", "Valor pendente"] as const;

/** The period month by month, and its totals in the footer; scrolls sideways on a phone. */
export function PaymentStatisticsTable({ statistics, caption }: { statistics: PaymentStatisticsJson; caption: string }) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-right text-sm whitespace-nowrap">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs text-slate-700 uppercase">
          <tr>
            <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2 text-left font-semibold">
              Mês
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {statistics.months.map((month) => (
            <Row key={month.month} heading={monthLabel(month.month)} figures={month} background="bg-white" />
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold">
          <Row heading="Total" figures={statistics.totals} background="bg-slate-50" />
        </tfoot>
      </table>
    </div>
  );
}

type RowProps = { heading: string; figures: Omit<PaymentMonthStatistics, "month">; background: string };

function Row({ heading, figures, background }: RowProps) {
  return (
    <tr>
      {/* The month stays in view while the figures scroll sideways: it needs the row's background. */}
      <th scope="row" className={`sticky left-0 px-3 py-2 text-left font-medium text-slate-900 ${background}`}>
        {heading}
      </th>
      <td className="px-3 py-2 tabular-nums">{figures.total_payments}</td>
      <td className="px-3 py-2 tabular-nums">{figures.paid_payments}</td>
      <td className="px-3 py-2 tabular-nums">{figures.pending_payments}</td>
      <td className="px-3 py-2 tabular-nums">{formatEuros(figures.total_amount)}</td>
      <td className="px-3 py-2 text-green-800 tabular-nums">{formatEuros(figures.paid_amount)}</td>
      <td className="px-3 py-2 text-amber-800 tabular-nums">{formatEuros(figures.pending_amount)}</td>
    </tr>
  );
}
