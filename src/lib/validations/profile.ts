import { z } from "zod";
import { normalisePhone } from "@/lib/phone";
import { jsonBody as body } from "@/lib/validations/common";
import { oneLineText } from "@/lib/validations/one-line-text";

// A member's own profile (docs/rules.md, "Accounts"): PUT /api/auth/profile and the account
// page's form read the same schema. The phone is stored in international form ('+351912345678').

export const NAME_REQUIRED = "O nome é obrigatório.";
export const NAME_TOO_LONG = "O nome é demasiado longo.";
export const PHONE_INVALID =
  "Número de telefone inválido: indique 9 dígitos (ex.: 912 345 678) ou um número internacional começado por + e o indicativo do país.";

/** A member's name, on one line: at sign-up and on the profile. */
export const memberNameSchema = oneLineText({ field: "O nome", required: NAME_REQUIRED, max: 120, tooLong: NAME_TOO_LONG });

export const profileBodySchema = body({
  name: memberNameSchema,
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
