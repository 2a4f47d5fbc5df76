"use client";

import { useId, useState, type InputHTMLAttributes } from "react";
import { EyeIcon } from "@/components/ui/icons/eye-icon";
import { EyeOffIcon } from "@/components/ui/icons/eye-off-icon";
import { INPUT_CLASS } from "@/components/ui/input-class";

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  label: string;
};

/** A labelled password input with a show/hide toggle. */
export function PasswordField({ label, id, className = "", ...props }: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input id={inputId} type={visible ? "text" : "password"} className={`${INPUT_CLASS} pr-11`} {...props} />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? "Ocultar password" : "Mostrar password"}
          aria-pressed={visible}
          aria-controls={inputId}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800"
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </div>
  );
}
