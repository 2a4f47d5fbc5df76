type FilterButtonsProps<Value extends string> = {
  /** Names the group for screen readers ('Filtrar alunos'). */
  label: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
};

/** A row of toggle buttons where one is on (Todos / Ativos / Externos). */
export function FilterButtons<Value extends string>({ label, options, value, onChange }: FilterButtonsProps<Value>) {
  return (
    <div role="group" aria-label={label} className="inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className="min-h-11 rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 sm:min-h-0 hover:text-slate-900 aria-pressed:bg-white aria-pressed:text-brand-800 aria-pressed:shadow-sm"
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
