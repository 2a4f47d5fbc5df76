// Money as members read it: euros with 2 decimals, Portuguese separators, grouped thousands
// ('1 234,50 €'). The spaces are no-break spaces, so an amount never wraps across lines.

const euros = new Intl.NumberFormat("pt-PT", { style: "currency", currency: "EUR", useGrouping: "always" });

export function formatEuros(amount: number): string {
  // Some ICU versions use a narrow no-break space; one character everywhere keeps texts equal.
  return euros.format(amount).replace(/[\u202f\u00a0 ]/g, "\u00a0");
}

/** The amount as a plain decimal with a comma ('1234,50'), for CSV files and form fields. */
export function decimalComma(amount: number): string {
  return amount.toFixed(2).replace(".", ",");
}

/** Above this, a form asks the trainer to confirm the amount before it is saved. */
export const LARGE_AMOUNT = 1000;

/** The most an amount may be: the database keeps 8 digits before the decimal separator. */
const MAX_CENTS = 9_999_999_999;

/**
 * An amount as people type it, whatever their browser's language: '35,50', '35.50', '35',
 * '1 234,50', '1.234,50' and '1,234.50' all read as they mean. The last '.' or ',' followed by one
 * or two digits is the decimal separator; the others, and spaces, group thousands (in groups of
 * three). A lone '.' or ',' before three digits ('12.345') could be either, and is refused.
 * Answers the amount as a plain decimal ('1234.50'), or null when it is not one.
 */
export function parseEuros(typed: string): string | null {
  const text = typed.trim().replace(/[\s\u00a0\u202f]/g, " ").replace(/\s*€$/, "").trim();
  const match = /^(\d{1,3}(?:[ .,]?\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, whole, decimals = ""] = match;
  const grouping: string[] = whole.match(/[ .,]/g) ?? [];
  // One kind of grouping mark, and never the decimal separator's: '1.234.5' and '1,234,5' are no amounts.
  if (new Set(grouping).size > 1) return null;
  const decimalSeparator = text.charAt(text.length - decimals.length - 1);
  if (decimals && grouping.includes(decimalSeparator)) return null;
  // '12.345' or '12,345' alone means 12 345 to some and 12,345 to others: refused rather than guessed.
  if (!decimals && grouping.length === 1 && grouping[0] !== " ") return null;
  const digits = whole.replace(/[ .,]/g, "");
  const cents = Number(digits) * 100 + Number(decimals.padEnd(2, "0"));
  if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) return null;
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

const amountDigits = new Intl.NumberFormat("pt-PT", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: "always" });

/** An amount as a form field shows it: '1 234,50' (no-break spaces, as formatEuros). */
export function amountFieldText(amount: number): string {
  return amountDigits.format(amount).replace(/[\u202f\u00a0 ]/g, "\u00a0");
}
