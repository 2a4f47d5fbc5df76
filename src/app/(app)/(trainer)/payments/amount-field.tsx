"use client";

import { useId } from "react";
import { amountInput } from "@/lib/payment-labels";
import { INPUT_CLASS } from "@/components/ui/text-field";

type AmountFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  className?: string;
};

/**
 * A euro amount (spec: digits and an optional decimal point, min 0, step 0.01). A text input
 * with the decimal keypad: keystrokes that would make anything else are refused, and the
 * Portuguese decimal comma is taken as the point.
 */
export function AmountField({ label, value, onChange, disabled, className = "" }: AmountFieldProps) {
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
          pattern="\d*(\.\d{0,2})?"
          placeholder="0.00"
          value={value}
          disabled={disabled}
          onChange={(event) => {
            const accepted = amountInput(event.target.value);
            if (accepted !== null) onChange(accepted);
          }}
          className={`${INPUT_CLASS} pr-8 tabular-nums`}
        />
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500">
          €
        </span>
      </div>
    </div>
  );
}
