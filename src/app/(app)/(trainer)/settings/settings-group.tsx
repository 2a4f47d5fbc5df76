import type { ComponentProps, ReactNode } from "react";
import { TextField } from "@/components/ui/text-field";

/** One group of the settings form: a card whose legend names it for screen readers too. */
export function SettingsGroup({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <fieldset className="min-w-0 space-y-4">
        <legend>
          <span className="block text-lg font-semibold text-slate-900">{title}</span>
          <span className="mt-1 block text-sm font-normal text-slate-600">{description}</span>
        </legend>
        {children}
      </fieldset>
    </div>
  );
}

export function FieldHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-xs text-slate-500">
      {children}
    </p>
  );
}

/** A whole number of minutes or hours, with its bounds and the hint that explains them. */
export function NumberSetting({
  hintId,
  hint,
  ...props
}: Omit<ComponentProps<typeof TextField>, "type" | "inputMode"> & { hintId: string; hint: ReactNode }) {
  return (
    <div>
      <TextField type="number" inputMode="numeric" aria-describedby={hintId} {...props} />
      <FieldHint id={hintId}>{hint}</FieldHint>
    </div>
  );
}
