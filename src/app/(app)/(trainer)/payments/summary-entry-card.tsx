import { formatEuros } from "@/lib/money";
import type { BookingsSummaryEntry } from "@/lib/payment-json";
import { lessonCountLabel } from "@/lib/payment-labels";
import { PaymentStatusBadge } from "@/components/payments/payment-status-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { AmountField } from "@/components/forms/amount-field";

type SummaryEntryCardProps = {
  entry: BookingsSummaryEntry;
  amount: string;
  onAmountChange: (amount: string) => void;
  onConfirm: () => void;
  error: string | null;
};

/**
 * A member with lessons in the month: their lessons per animal and either what is already billed
 * or the amount to bill (prefilled with their fixed monthly fee) and its confirm button.
 */
export function SummaryEntryCard({ entry, amount, onAmountChange, onConfirm, error }: SummaryEntryCardProps) {
  return (
    <li aria-label={entry.user_name} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0 space-y-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900">{entry.user_name}</h3>
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
            <p className="text-xs text-slate-500">Mensalidade fixa: {formatEuros(entry.monthly_fee_amount)}</p>
          )}
        </div>
        {entry.payment ? (
          <div className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 md:shrink-0">
            <span className="text-sm text-slate-600">Pagamento gerado:</span>
            <span className="font-semibold text-slate-900 tabular-nums">{formatEuros(entry.payment.amount)}</span>
            <PaymentStatusBadge status={entry.payment.status} />
          </div>
        ) : (
          <div className="flex items-end gap-2 md:shrink-0">
            <AmountField label="Valor (€)" value={amount} onChange={onAmountChange} className="w-36" />
            <Button type="button" onClick={onConfirm}>
              Confirmar
            </Button>
          </div>
        )}
      </div>
      <FormAlert message={error} />
    </li>
  );
}
