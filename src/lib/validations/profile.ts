import { z } from "zod";
import { jsonBody as body, TEXT_CONTROLS_MESSAGE, withoutDirectionControls } from "@/lib/validations/common";

// A member's own profile (docs/rules.md, "Accounts"): PUT /api/auth/profile and the account
// page's form read the same schema. The phone is stored in international form ('+351912345678').

export const NAME_REQUIRED = "O nome é obrigatório.";
export const NAME_TOO_LONG = "O nome é demasiado longo.";
export const PHONE_INVALID =
  "Número de telefone inválido: indique 9 dígitos (ex.: 912 345 678) ou um número internacional começado por + e o indicativo do país.";

const PORTUGUESE = /^(?:\+351|00351)?([239]\d{8})$/;
/** E.164: '+', a country code not starting with 0, at most 15 digits in all. */
const INTERNATIONAL = /^\+([1-9]\d{7,14})$/;

/** The phone as stored ('+351912345678', '+447911123456'), or null when it is not a phone number. */
export function normalisePhone(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, "");
  const portuguese = PORTUGUESE.exec(compact);
  if (portuguese) return `+351${portuguese[1]}`;
  if (compact.startsWith("+351")) return null; // Portugal's numbers have 9 digits
  const international = INTERNATIONAL.exec(compact);
  return international ? `+${international[1]}` : null;
}

/** '912 345 678' for a Portuguese number, the international form as stored for any other. */
export function phoneForDisplay(stored: string): string {
  const portuguese = /^\+351(\d{3})(\d{3})(\d{3})$/.exec(stored);
  return portuguese ? `${portuguese[1]} ${portuguese[2]} ${portuguese[3]}` : stored;
}

export const profileBodySchema = body({
  name: z
    .string({ error: NAME_REQUIRED })
    .trim()
    .min(1, NAME_REQUIRED)
    .max(120, NAME_TOO_LONG)
    .refine(withoutDirectionControls, TEXT_CONTROLS_MESSAGE),
  // Empty, null or left out: no phone.
  phone: z
    .string({ error: PHONE_INVALID })
    .max(40, PHONE_INVALID)
    .nullish()
    .transform((typed, context) => {
      if (!typed?.trim()) return null;
      const phone = normalisePhone(typed.trim());
      if (!phone) context.addIssue({ code: "custom", message: PHONE_INVALID });
      return phone ?? z.NEVER;
    }),
});

export type ProfileBody = z.infer<typeof profileBodySchema>;
