import { useId, type InputHTMLAttributes } from "react";
import { INPUT_CLASS } from "@/components/ui/input-class";

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
};

/** A labelled input. */
export function TextField({ label, id, className = "", ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input id={inputId} className={INPUT_CLASS} {...props} />
    </div>
  );
}
