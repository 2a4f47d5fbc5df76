import { z } from "zod";
import "@/lib/validations/common"; // zod's configuration (no eval under the CSP)

// One-line fields (names of members and animals, breeds, a cancellation's reason, the club's name
// and contacts): a line break in a name would write a line of its own into someone's mail (a
// forged 'Abrir no ACE: …' under a sign-up notice), a direction override makes it read backwards.
// Such characters are refused with the field's message, never quietly dropped. Notes are
// multi-line: they keep line breaks and tabs (withoutHiddenControls).

/**
 * C0 controls (line breaks, tabs, NUL, ESC…), DEL and the C1 controls, the Unicode line and
 * paragraph separators, and the direction overrides and isolates (U+202A-U+202E, U+2066-U+2069).
 */
const CONTROL_CHARACTERS = "\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069";
const ANY_CONTROL = new RegExp(`[${CONTROL_CHARACTERS}]`);
const EVERY_CONTROL = new RegExp(`[${CONTROL_CHARACTERS}]`, "g");

type OneLineTextOptions = {
  /** The field as its messages begin: 'O nome', 'A raça'. */
  field: string;
  max: number;
  tooLong: string;
  /** When given, the text is required (after trimming), and this is the message when it is not. */
  required?: string;
  /** When the value is not text at all; the required message by default. */
  invalid?: string;
};

/** A trimmed one-line text; `.nullish()` it for an optional field. */
export function oneLineText({ field, max, tooLong, required, invalid }: OneLineTextOptions) {
  // Checked before trimming: a trailing line break is refused too, not trimmed away.
  const text = z
    .string({ error: invalid ?? required })
    .refine((value) => !ANY_CONTROL.test(value), `${field} não pode conter quebras de linha, tabulações nem outros caracteres de controlo.`)
    .trim();
  return (required ? text.min(1, required) : text).max(max, tooLong);
}

export const TEXT_CONTROLS_MESSAGE = "O texto contém caracteres de controlo não permitidos.";

/** A multi-line note holds no control character but its line breaks and tabs. */
export const withoutHiddenControls = (value: string | null | undefined) => !value || !ANY_CONTROL.test(value.replace(/[\n\r\t]/g, ""));

/** A multi-line text that keeps only its line breaks: no tab, no other control character (a message to members). */
export const withoutControlsButLineBreaks = (value: string) => !ANY_CONTROL.test(value.replace(/\n/g, ""));

/** A text as one line, each control character a space: for stored values put into a mail or a push. */
export function controlCharactersAsSpaces(text: string): string {
  return text.replace(EVERY_CONTROL, " ");
}
