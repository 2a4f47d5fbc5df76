import { useId, type TextareaHTMLAttributes } from "react";
import { INPUT_CLASS } from "@/components/ui/input-class";

type TextareaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
};

/** A labelled multi-line input. */
export function TextareaField({ label, id, className = "", rows = 3, ...props }: TextareaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea id={inputId} rows={rows} className={INPUT_CLASS} {...props} />
    </div>
  );
}
