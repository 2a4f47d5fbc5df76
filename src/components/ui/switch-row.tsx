"use client";

import { useId } from "react";

type SwitchRowProps = {
  label: string;
  /** What the switch's state means now ('O aluno pode iniciar sessão.'). */
  description: string;
  on: boolean;
  disabled?: boolean;
  onToggle: () => void;
  className?: string;
};

/** An on/off setting whose whole row is the switch: a large target on a phone (44 px and more). */
export function SwitchRow({ label, description, on, disabled, onToggle, className = "" }: SwitchRowProps) {
  const id = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-help`}
      disabled={disabled}
      onClick={onToggle}
      className={`flex min-h-11 w-full items-center justify-between gap-4 rounded-xl border border-slate-200 p-3 text-left transition-colors hover:border-brand-200 disabled:opacity-60 ${className}`}
    >
      <span className="text-sm">
        <span id={`${id}-label`} className="block font-medium text-slate-800">
          {label}
        </span>
        <span id={`${id}-help`} className="block text-slate-600">
          {description}
        </span>
      </span>
      <span aria-hidden="true" className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${on ? "bg-brand-600" : "bg-slate-300"}`}>
        <span className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? "translate-x-5.5" : "translate-x-0.5"}`} />
      </span>
    </button>
  );
}
