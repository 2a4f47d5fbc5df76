import { amountFieldText, parseEuros } from "@/lib/money";
import type { BookingsSummaryEntry } from "@/lib/payment-json";
import { sumEuros } from "@/lib/payment-labels";
import type { monthBillLineSchema } from "@/lib/validations/payments";

// The month's bill on the generate tab (docs/rules.md, "Payments"): one line per member with
// lessons and no payment yet, its amount prefilled and editable, each line in or left out.

/** What the trainer changed on a line; the rest comes from the member's entry. */
export type LineEdit = { amount?: string; included?: boolean };

export type BillLine = { entry: BookingsSummaryEntry; amount: string; included: boolean };

export const AMOUNT_MISSING = "Indique o valor a cobrar.";

/**
 * The amount a line starts with, as the server reckoned it (`suggested_amount`): the member's fixed
 * monthly fee (a share of it for a member approved during the month), else their lessons × their
 * category's price when the club set one. None: empty, to be typed.
 */
export function prefilledAmount(entry: BookingsSummaryEntry): string {
  return entry.suggested_amount !== null && entry.suggested_amount > 0 ? amountFieldText(entry.suggested_amount) : "";
}

/** The lines of the members not yet billed, with the trainer's edits: a prefilled line starts in. */
export function billLines(entries: readonly BookingsSummaryEntry[], edits: Readonly<Record<number, LineEdit>>): BillLine[] {
  return entries
    .filter((entry) => entry.payment === null)
    .map((entry) => {
      const edit = edits[entry.user_id] ?? {};
      const prefilled = prefilledAmount(entry);
      return { entry, amount: edit.amount ?? prefilled, included: edit.included ?? prefilled !== "" };
    });
}

/** A typed amount counts a line in (the trainer typed it to bill them); clearing it does not take it out. */
export function editAmount(edit: LineEdit | undefined, amount: string): LineEdit {
  return { ...edit, amount, ...(amount.trim() ? { included: true } : {}) };
}

/** The included lines' total as typed so far (what cannot be read yet counts nothing). */
export function billTotal(lines: readonly BillLine[]): number {
  return sumEuros(lines.filter((line) => line.included).map((line) => Number(parseEuros(line.amount) ?? 0)));
}

export type ReadBill =
  | { ok: true; payments: { user_id: number; amount: string }[]; total: number }
  | { ok: false; errors: Map<number, string> };

/**
 * The included lines as POST /api/payments/generate-many takes them, read by the call's own
 * schema ('12,50' is 12.50), or each wrong line's message, by member.
 */
export function readBill(lines: readonly BillLine[], schema: typeof monthBillLineSchema): ReadBill {
  const payments: { user_id: number; amount: string }[] = [];
  const errors = new Map<number, string>();
  for (const line of lines.filter((each) => each.included)) {
    const parsed = schema.safeParse({ user_id: line.entry.user_id, amount: line.amount });
    if (!line.amount.trim()) errors.set(line.entry.user_id, AMOUNT_MISSING);
    else if (!parsed.success) errors.set(line.entry.user_id, parsed.error.issues[0]?.message ?? AMOUNT_MISSING);
    else payments.push(parsed.data);
  }
  if (errors.size > 0) return { ok: false, errors };
  return { ok: true, payments, total: sumEuros(payments.map((payment) => Number(payment.amount))) };
}
