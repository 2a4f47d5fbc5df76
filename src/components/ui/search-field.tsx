import { INPUT_CLASS } from "@/components/ui/input-class";

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

/**
 * Case- and accent-insensitive 'contains', for the lists' search boxes ('joao' finds 'João'). Each
 * word typed must be found, in any of the texts and in any order ('silva ana' finds 'Ana Maria
 * Silva'; 'socio 4' finds 'Sócio Número 4').
 */
export function matchesSearch(query: string, ...texts: readonly string[]): boolean {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystacks = texts.map(normalise);
  return words.every((word) => haystacks.some((text) => text.includes(word)));
}

function normalise(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}
