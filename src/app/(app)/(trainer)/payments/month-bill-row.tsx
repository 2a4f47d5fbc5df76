import { useId } from "react";
import { AmountField } from "@/components/forms/amount-field";
import type { BillLine } from "./month-bill";
import { SummaryEntryCard } from "./summary-entry-card";

type MonthBillRowProps = {
  line: BillLine;
  error: string | null;
  onAmountChange: (amount: string) => void;
  /** The amount field was left with this typed in: the bill checks it at once. */
  onAmountLeft: (typed: string) => void;
  onIncludedChange: (included: boolean) => void;
};

/** One member's line of the month's bill: in or left out, and the amount to bill them. */
export function MonthBillRow({ line, error, onAmountChange, onAmountLeft, onIncludedChange }: MonthBillRowProps) {
  const { entry } = line;
  const errorId = useId();
  return (
    <SummaryEntryCard
      entry={entry}
      error={error}
      errorId={errorId}
      muted={!line.included}
      leading={
        <label className="-mt-2 -ml-2 flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand-600"
            aria-label={`Incluir ${entry.user_name}`}
            checked={line.included}
            onChange={(event) => onIncludedChange(event.target.checked)}
          />
        </label>
      }
      aside={
        <AmountField label="Valor (€)" value={line.amount} onChange={onAmountChange} onLeave={onAmountLeft} errorId={error === null ? null : errorId} className="w-full md:w-36" />
      }
    />
  );
}
