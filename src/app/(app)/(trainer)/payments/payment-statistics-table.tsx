import { monthLabel } from "@/lib/calendar-labels";
import { formatEuros } from "@/lib/money";
import type { PaymentMonthStatistics, PaymentStatisticsJson } from "@/lib/payment-json";
import { paymentCountLabel } from "@/lib/payment-labels";

const COLUMNS = ["Pagamentos", "Pagos", "Pendentes", "Valor total", "Valor pago", "Valor pendente"] as const;

type Props = { statistics: PaymentStatisticsJson; caption: string };

/** The period month by month: a table with its totals in the footer, a list on a phone. */
export function PaymentStatisticsTable({ statistics, caption }: Props) {
  return (
    <>
      <MonthTable statistics={statistics} caption={caption} />
      <MonthList statistics={statistics} caption={caption} />
    </>
  );
}

function MonthTable({ statistics, caption }: Props) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm sm:block">
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

/** A phone's view: one line per month, its amounts first (the table's totals are the figures above). */
function MonthList({ statistics, caption }: Props) {
  return (
    <ul aria-label={caption} className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm sm:hidden">
      {statistics.months.map((month) => (
        <li key={month.month} className="px-4 py-3 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="font-medium text-slate-900">{monthLabel(month.month)}</span>
            <span className="font-semibold text-slate-900 tabular-nums">{formatEuros(month.total_amount)}</span>
          </div>
          {month.total_payments === 0 ? (
            <p className="text-xs text-slate-500">Sem pagamentos</p>
          ) : (
            <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-600">
              <span>{paymentCountLabel(month.total_payments)}</span>
              <span className="text-green-800">Pago {formatEuros(month.paid_amount)}</span>
              <span className="text-amber-800">Pendente {formatEuros(month.pending_amount)}</span>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
