/**
 * 'Quem conduz?' (docs/rules.md, "Households"): the member themself (`self`: 'Eu', or the
 * member's name for the trainer) or one of their dependants; `value` is '' for the member, else
 * the dependant's id. Shown only when the member has dependants.
 */
export function WhoHandles({ self, dependants, value, disabled, onChange }: { self: string; dependants: readonly { id: number; name: string }[]; value: string; disabled?: boolean; onChange: (value: string) => void }) {
  if (dependants.length === 0) return null;
  const options = [{ value: "", label: self }, ...dependants.map((dependant) => ({ value: String(dependant.id), label: dependant.name }))];
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 block text-sm font-medium text-slate-700">Quem conduz?</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value || "self"}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3 py-2 text-sm text-slate-900 hover:border-brand-200 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input type="radio" name="handler" value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="accent-brand-600" />
            <span className="min-w-0 break-words">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
