"use client";

import { useId, useState } from "react";
import { dateFieldText, readTypedDate, spelledOutDate } from "@/lib/typed-date";
import { INPUT_CLASS } from "@/components/ui/input-class";

type DateFieldProps = {
  label: string;
  /** A club date 'yyyy-MM-dd', '' for none, or the text typed when it is not a date. */
  value: string;
  /**
   * Called with a club date once the text is a whole, real date; with '' when it is emptied; and
   * otherwise with the text as typed, which the form's schema refuses (never a guess).
   */
  onChange: (value: string) => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  /** The date in words under the field ('Sábado, 7 de março de 2026'); off where the screen says it already. */
  spelledOut?: boolean;
  /** The latest date the form takes ('yyyy-MM-dd'), and what it says of a later one, as soon as it is typed. */
  latest?: { date: string; message: string };
  className?: string;
};

/**
 * A date typed day first, whatever the browser's language (lib/typed-date.ts): a text field with
 * the numeric keypad, as the amounts are (forms/amount-field.tsx), never a native date input,
 * which reads what is typed in the browser's own order. When the field is left, the date is shown
 * again as '07/03/2026'; what cannot be read is said under the field.
 */
export function DateField({ label, value, onChange, name, required, disabled, spelledOut = true, latest, className = "" }: DateFieldProps) {
  const id = useId();
  const [text, setText] = useState(() => shownText(value));
  const [left, setLeft] = useState(false);
  // A value the form sets itself (cleared after saving, the calendar's next day) replaces the
  // text; the value this field just handed up does not.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== valueOf(text)) {
      setText(shownText(value));
      setLeft(false);
    }
  }

  const typed = readTypedDate(text);
  const read = latest && "date" in typed && typed.date > latest.date ? { error: latest.message } : typed;
  // An error shows once the field is left, or as soon as the text ends with a whole year
  // ('31/02/2026', '31022026'): never while a date is still being typed.
  const error = "error" in read && (left || WHOLE_YEAR_TYPED.test(text.trim())) ? read.error : null;
  const words = spelledOut && "date" in read && read.date ? spelledOutDate(read.date) : null;

  function leave() {
    setLeft(true);
    if ("date" in read && read.date) setText(dateFieldText(read.date));
  }

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/aaaa"
        required={required}
        disabled={disabled}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : words ? `${id}-words` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const next = valueOf(event.target.value);
          if (next !== value) onChange(next);
        }}
        onBlur={leave}
        onKeyDown={(event) => {
          if (event.key === "Enter") leave();
        }}
        className={`${INPUT_CLASS} tabular-nums`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : (
        words && (
          <p id={`${id}-words`} className="mt-1 text-xs text-slate-500">
            {words}
          </p>
        )
      )}
    </div>
  );
}

const WHOLE_YEAR_TYPED = /(^\d{8,}|[/.\- ]\d{4,})$/;

/** What the form holds for a text: the club date it reads as, '' when blank, else the text itself. */
function valueOf(text: string): string {
  const read = readTypedDate(text);
  return "date" in read ? read.date : text;
}

function shownText(value: string): string {
  const read = readTypedDate(value);
  return "date" in read && read.date ? dateFieldText(read.date) : value;
}
