"use client";

import { useId, useState } from "react";
import { amountFieldText, formatEuros, LARGE_AMOUNT, parseEuros } from "@/lib/money";
import { INPUT_CLASS } from "@/components/ui/input-class";

type AmountFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  className?: string;
  /** Marked as wrong (aria-invalid, a red border) by the form's message with this id, which says why. */
  errorId?: string | null;
  /** When the field is left, with what it holds then (before it is written again with a comma). */
  onLeave?: (typed: string) => void;
};

/**
 * A euro amount, typed as people type it whatever the browser's language ('35,50', '35.50',
 * '1 234,50': lib/money.ts, parseEuros). A text field with the decimal keypad, never a number
 * input: an English browser reads '35,50' in one as 3550. When the field is left, what was typed
 * is shown again with a decimal comma ('1 234,50'); what cannot be read stays as typed, and the
 * form says so when it is sent (or, given `onLeave`, as soon as the field is left). A field scrolled
 * to for correction stops short of the bottom of the screen, where a form may keep a sticky bar.
 */
export function AmountField({ label, value, onChange, disabled, className = "", errorId = null, onLeave }: AmountFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          value={value}
          disabled={disabled}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId ?? undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => {
            const amount = parseEuros(value);
            if (amount !== null) onChange(amountFieldText(Number(amount)));
            onLeave?.(value);
          }}
          className={`${INPUT_CLASS} scroll-mb-40 pr-8 tabular-nums aria-invalid:border-red-500`}
        />
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500">
          €
        </span>
      </div>
    </div>
  );
}

/**
 * A large amount is asked about before it is saved (a slip of the separator makes 35,50 into
 * 3 550): `mayProceed(amount)` answers true for an amount up to LARGE_AMOUNT, or one the trainer
 * has just been asked about and sends again; otherwise it asks (`asking`, for LargeAmountQuestion).
 */
export function useLargeAmountCheck() {
  const [asking, setAsking] = useState<string | null>(null);
  function mayProceed(amount: string): boolean {
    if (Number(amount) <= LARGE_AMOUNT || asking === amount) {
      setAsking(null);
      return true;
    }
    setAsking(amount);
    return false;
  }
  return { asking, mayProceed };
}

/** The question a large amount raises, where the form shows its messages. */
export function LargeAmountQuestion({ amount }: { amount: string | null }) {
  if (amount === null) return null;
  return (
    <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {largeAmountWarning(Number(amount))} Carregue de novo para confirmar.
    </p>
  );
}

export function largeAmountWarning(amount: number): string {
  return `O valor de ${formatEuros(amount)} é superior a ${formatEuros(LARGE_AMOUNT)}.`;
}
