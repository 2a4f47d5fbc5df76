import { z } from "zod";
import { euroAmountSchema, jsonBody } from "@/lib/validations/common";
import { oneLineText } from "@/lib/validations/one-line-text";
import { ibanSchema, mbwayNumberSchema } from "@/lib/validations/payment-instructions";

// PUT /api/settings: all nine original keys, and the keys added since (docs/rules.md, "Settings"), which may be
// left out (they are then not changed). Values are stored as strings.

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(2000, "Valor demasiado longo.");

/** A required setting on one line ('O nome da aplicação'), as its field says. */
const requiredLine = (field: string, required: string) => oneLineText({ field, required, max: 2000, tooLong: "Valor demasiado longo." });

const optionalText = z.string({ error: "Valor inválido." }).trim().max(2000, "Valor demasiado longo.").nullish().transform((value) => value ?? "");

const wholeNumber = (message: string) =>
  z.union([z.number(), z.string().trim()], { error: message }).transform((value, context) => {
    const number = typeof value === "number" ? value : /^\d+$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(number)) {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return number;
  });

export const DURATION_MESSAGE = "A duração da aula deve ser entre 15 e 120 minutos, em múltiplos de 15.";
export const LEAD_TIME_MESSAGE = "A antecedência mínima deve ser entre 1 e 168 horas.";

export const WAITLIST_HOLD_MESSAGE = "O tempo de reserva da lista de espera deve ser entre 0 e 72 horas (0 desliga a lista de espera).";
export const REMINDER_MESSAGE = "O lembrete deve ser enviado entre 0 e 168 horas antes da aula (0 desliga os lembretes).";
export const CANCEL_WINDOW_MESSAGE = "O prazo de cancelamento deve ser entre 0 e 168 horas (0 = sem prazo).";

/** A whole number of hours from 0 to `max`, stored as a string. */
const hours = (max: number, message: string) =>
  wholeNumber(message)
    .refine((value) => value >= 0 && value <= max, message)
    .transform(String);

export const REPLY_TO_MESSAGE = "Introduza um email válido para as respostas aos emails do clube, ou deixe o campo vazio.";

export const LESSON_PRICE_MESSAGE = "Indique o preço por aula em euros, com até 2 casas decimais (ex.: 12,50), ou deixe o campo vazio.";

/** A price per lesson as amounts are typed ('12,50' or '12.50'), stored as '12.50'; empty: no price. */
const lessonPrice = z
  .union([z.number(), z.string(), z.null()], { error: LESSON_PRICE_MESSAGE })
  .transform((value, context) => {
    if (value === null || (typeof value === "string" && value.trim() === "")) return "";
    const parsed = euroAmountSchema.safeParse(value);
    if (!parsed.success) {
      context.addIssue({ code: "custom", message: LESSON_PRICE_MESSAGE });
      return z.NEVER;
    }
    return parsed.data;
  });

export const settingsBodySchema = jsonBody({
  app_name: requiredLine("O nome da aplicação", "O nome da aplicação é obrigatório."),
  email_signature: required("A assinatura de email é obrigatória."),
  contact_email: optionalText.pipe(z.union([z.literal(""), z.email({ error: "Introduza um email de contacto válido." })])),
  contact_phone: oneLineText({ field: "O telefone de contacto", invalid: "Valor inválido.", max: 2000, tooLong: "Valor demasiado longo." })
    .nullish()
    .transform((value) => value ?? ""),
  booking_duration_minutes: wholeNumber(DURATION_MESSAGE)
    .refine((minutes) => minutes >= 15 && minutes <= 120 && minutes % 15 === 0, DURATION_MESSAGE)
    .transform(String),
  min_booking_hours_ahead: wholeNumber(LEAD_TIME_MESSAGE)
    .refine((hours) => hours >= 1 && hours <= 168, LEAD_TIME_MESSAGE)
    .transform(String),
  weather_location: requiredLine("A localização da meteorologia", "A localização da meteorologia é obrigatória."),
  weather_api_key: optionalText,
  bookings_blocked: z
    .union([z.enum(["0", "1"]), z.boolean(), z.literal(0), z.literal(1)], { error: "Indique se as marcações estão bloqueadas ('0' ou '1')." })
    .transform((value) => (value === true || value === "1" || value === 1 ? "1" : "0")),
  payment_iban: ibanSchema.optional(),
  payment_mbway: mbwayNumberSchema.optional(),
  waitlist_hold_hours: hours(72, WAITLIST_HOLD_MESSAGE).optional(),
  reminder_hours_before: hours(168, REMINDER_MESSAGE).optional(),
  cancel_min_hours_before: hours(168, CANCEL_WINDOW_MESSAGE).optional(),
  club_reply_to: z
    .string({ error: REPLY_TO_MESSAGE })
    .trim()
    .nullish()
    .transform((value) => value ?? "")
    .pipe(z.union([z.literal(""), z.email({ error: REPLY_TO_MESSAGE })]))
    .transform((address) => address.toLowerCase())
    .optional(),
  lesson_price_student: lessonPrice.optional(),
  lesson_price_external: lessonPrice.optional(),
  eupago_api_key: optionalText.optional(),
});

export type SettingsBody = z.infer<typeof settingsBodySchema>;
