import { INPUT_CLASS } from "@/components/ui/text-field";

type SearchFieldProps = {
  /** The accessible name (no visible label: the placeholder says what to type). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
};

/** A list's search box. */
export function SearchField({ label, placeholder, value, onChange, className = "" }: SearchFieldProps) {
  return (
    <div className={className}>
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={INPUT_CLASS}
      />
    </div>
  );
}

/** Case- and accent-insensitive 'contains', for the lists' search boxes ('joao' finds 'João'). */
export function matchesSearch(query: string, ...texts: readonly string[]): boolean {
  const needle = normalise(query.trim());
  if (!needle) return true;
  return texts.some((text) => normalise(text).includes(needle));
}

function normalise(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}
