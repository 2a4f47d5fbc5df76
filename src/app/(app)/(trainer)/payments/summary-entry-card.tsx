import type { ReactNode } from "react";
import { formatEuros } from "@/lib/money";
import type { BookingsSummaryEntry } from "@/lib/payment-json";
import { lessonCountLabel } from "@/lib/payment-labels";
import { PaymentStatusBadge } from "@/components/payments/payment-status-badge";
import { Badge } from "@/components/ui/badge";
import { FormAlert } from "@/components/ui/form-alert";

type SummaryEntryCardProps = {
  entry: BookingsSummaryEntry;
  /** Before the name: the bill's checkbox. */
  leading?: ReactNode;
  /** Beside the lessons (below them on a phone): the amount to bill, or what is billed. */
  aside: ReactNode;
  error?: string | null;
  /** The error's id, for the field it is about (aria-describedby). */
  errorId?: string;
  /** A line left out of the bill: shown quieter. */
  muted?: boolean;
};

/** A member with lessons in the month: their lessons per animal, their fixed fee, and `aside`. */
export function SummaryEntryCard({ entry, leading, aside, error = null, errorId, muted = false }: SummaryEntryCardProps) {
  return (
    <li
      aria-label={entry.user_name}
      className={`space-y-3 rounded-xl border p-3 shadow-sm sm:p-4 ${muted ? "border-slate-200 bg-slate-50" : "border-slate-300 bg-white"}`}
    >
      <div className="flex gap-2">
        {leading}
        <div className="flex min-w-0 flex-1 flex-col gap-3 md:flex-row md:items-end md:justify-between">
          <div className="min-w-0 space-y-1.5">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold break-words text-slate-900">{entry.user_name}</h3>
              <Badge tone="blue">{lessonCountLabel(entry.total_lessons)}</Badge>
            </div>
            <p className="truncate text-sm text-slate-600">{entry.user_email}</p>
            <ul aria-label="Aulas por animal" className="flex flex-wrap gap-1.5">
              {entry.animals.map((animal) => (
                <li key={animal.animal_name} className="rounded-lg bg-slate-100 px-2 py-0.5 text-sm text-slate-700">
                  {animal.animal_name}: {lessonCountLabel(animal.lesson_count)}
                </li>
              ))}
            </ul>
            {entry.has_fixed_monthly_fee && (
              <p className="text-xs text-slate-500">
                Mensalidade fixa: {formatEuros(entry.monthly_fee_amount)}
                {entry.prorated && entry.suggested_amount !== null && (
                  <>
                    {" · "}
                    <span className="font-medium text-slate-700">proporcional: {formatEuros(entry.suggested_amount)}</span> (aprovação durante o mês)
                  </>
                )}
              </p>
            )}
          </div>
          <div className="md:shrink-0">{aside}</div>
        </div>
      </div>
      <FormAlert message={error} id={errorId} />
    </li>
  );
}

/** What a member is already billed for the month. */
export function BilledPayment({ payment }: { payment: NonNullable<BookingsSummaryEntry["payment"]> }) {
  return (
    <div className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2">
      <span className="text-sm text-slate-600">Pagamento gerado:</span>
      <span className="font-semibold text-slate-900 tabular-nums">{formatEuros(payment.amount)}</span>
      <PaymentStatusBadge status={payment.status} />
    </div>
  );
}
