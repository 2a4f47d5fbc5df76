import { z } from "zod";
import { euroAmountSchema, idSchema, jsonBody, positiveEuroAmountSchema } from "@/lib/validations/common";
import { TEXT_CONTROLS_MESSAGE, withoutHiddenControls } from "@/lib/validations/one-line-text";
import { MEMBER_REPORTED_METHODS, PAYMENT_METHODS } from "@/lib/payment-json";
import { SELECT_FULL_PERIOD, SELECT_YEAR_AND_MONTH } from "@/lib/validations/payment-messages";
import { MBWAY_INVALID, mbwayNumberSchema } from "@/lib/validations/payment-instructions";

// The payments calls (docs/rules.md, "Payments"), shared by the route handlers and the forms.

export { SELECT_FULL_PERIOD, SELECT_YEAR_AND_MONTH };
export const MONTH_INVALID = "Mês inválido: use o formato AAAA-MM.";
export const MAX_STATISTICS_MONTHS = 60;

const monthSchema = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_INVALID)
    .refine((month) => month >= "1900-01" && month <= "2100-12", MONTH_INVALID);

export const paymentIdSchema = idSchema("Identificador de pagamento inválido.");

export const monthQuerySchema = z.object({ month: monthSchema(SELECT_YEAR_AND_MONTH) });

export const generatePaymentBodySchema = jsonBody({
  user_id: idSchema("Selecione um aluno."),
  month: monthSchema(SELECT_YEAR_AND_MONTH),
  /** Optional: the member's fixed monthly fee when left out. */
  amount: euroAmountSchema.nullish().transform((value) => value ?? undefined),
});

export const MAX_BILLED_AT_ONCE = 500;

/** One member's line of the month's bill: who, and how much (more than 0: leave a member out instead). */
export const monthBillLineSchema = jsonBody({
  user_id: idSchema("Identificador de aluno inválido."),
  amount: positiveEuroAmountSchema,
});

/** POST /api/payments/generate-many: the month's bill, every line created or none (docs/rules.md, "Payments"). */
export const generateManyPaymentsBodySchema = jsonBody({
  month: monthSchema(SELECT_YEAR_AND_MONTH),
  payments: z
    .array(monthBillLineSchema, { error: "Indique os pagamentos a gerar." })
    .min(1, "Selecione pelo menos um aluno.")
    .max(MAX_BILLED_AT_ONCE, `Não é possível gerar mais de ${MAX_BILLED_AT_ONCE} pagamentos de uma vez.`)
    .refine((lines) => new Set(lines.map((line) => line.user_id)).size === lines.length, "Cada aluno só pode aparecer uma vez."),
});

export const updateAmountBodySchema = jsonBody({
  payment_id: paymentIdSchema,
  amount: euroAmountSchema,
});

export const fixedFeesBodySchema = jsonBody({ month: monthSchema(SELECT_YEAR_AND_MONTH) });

/** An optional note of up to 500 characters, trimmed; empty is none. */
const paymentNoteSchema = z
  .string({ error: "Nota inválida." })
  .trim()
  .max(500, "A nota é demasiado longa (máximo 500 caracteres).")
  .refine(withoutHiddenControls, TEXT_CONTROLS_MESSAGE)
  .nullish()
  .transform((value) => value || null);

export const markPaidBodySchema = jsonBody({
  payment_id: paymentIdSchema,
  method: z.enum(PAYMENT_METHODS, { error: "Método de pagamento inválido." }).nullish().transform((value) => value ?? null),
  note: paymentNoteSchema,
});

/** POST /api/payments/{id}/member-paid: 'Já paguei', how the member paid by hand and a note to the trainer. */
export const memberPaidBodySchema = jsonBody({
  method: z.enum(MEMBER_REPORTED_METHODS, { error: "Indique como pagou: transferência bancária ou MB WAY." }),
  note: paymentNoteSchema,
});

export const paymentIdBodySchema = jsonBody({ payment_id: paymentIdSchema });

/** POST /api/payments/{id}/mbway: the phone the MB WAY request goes to (9 digits; +351 and spaces accepted). */
export const mbwayPaymentBodySchema = jsonBody({
  phone: z.string({ error: MBWAY_INVALID }).pipe(mbwayNumberSchema).refine((digits) => digits !== "", MBWAY_INVALID),
});

/**
 * The provider's callback (Eupago's documented notification: a GET with these parameters;
 * docs/rules.md, "Payments"). Only what ACE checks is required; the rest is ignored.
 */
const CALLBACK_INVALID = "Notificação de pagamento inválida.";
const callbackField = (pattern: RegExp) => z.string({ error: CALLBACK_INVALID }).trim().regex(pattern, CALLBACK_INVALID);
export const eupagoCallbackQuerySchema = z.object({
  valor: callbackField(/^\d{1,8}([.,]\d{1,2})?$/),
  referencia: callbackField(/^\d{1,32}$/),
  transacao: callbackField(/^[\w.-]{1,64}$/),
  identificador: callbackField(/^[\w.-]{1,64}$/),
  mp: callbackField(/^[A-Z]{1,4}:[A-Z]{2}$/),
  chave_api: z.string({ error: CALLBACK_INVALID }).max(200, CALLBACK_INVALID),
});

export const paymentIdQuerySchema = z.object({ payment_id: paymentIdSchema });

export const statisticsQuerySchema = z
  .object({ start_month: monthSchema(SELECT_FULL_PERIOD), end_month: monthSchema(SELECT_FULL_PERIOD) })
  .refine((range) => range.start_month <= range.end_month, "O mês inicial tem de ser anterior ou igual ao mês final.")
  .refine((range) => monthCount(range.start_month, range.end_month) <= MAX_STATISTICS_MONTHS, `O período não pode exceder ${MAX_STATISTICS_MONTHS} meses.`);

function monthCount(start: string, end: string): number {
  const [startYear, startMonth] = start.split("-").map(Number);
  const [endYear, endMonth] = end.split("-").map(Number);
  return (endYear - startYear) * 12 + (endMonth - startMonth) + 1;
}

export type GeneratePaymentBody = z.infer<typeof generatePaymentBodySchema>;
export type GenerateManyPaymentsBody = z.infer<typeof generateManyPaymentsBodySchema>;
export type MarkPaidBody = z.infer<typeof markPaidBodySchema>;
export type MemberPaidBody = z.infer<typeof memberPaidBodySchema>;
export type EupagoCallbackQuery = z.infer<typeof eupagoCallbackQuerySchema>;
export type PaymentStatisticsQuery = z.infer<typeof statisticsQuerySchema>;
