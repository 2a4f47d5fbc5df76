import { z } from "zod";
import { emailSchema, jsonBody } from "@/lib/validations/common";

// A member's own change of email (docs/rules.md, "Accounts"), shared by the route handlers and
// the account page's form.

/** POST /api/auth/email-change: the new address, and the current password to show it is them. */
export const emailChangeBodySchema = jsonBody({
  new_email: emailSchema,
  current_password: z
    .string({ error: "A password atual é obrigatória." })
    .min(1, "A password atual é obrigatória.")
    .max(200, "A password é demasiado longa."),
});

const LINK_NOT_VALID = "Este link de confirmação não é válido.";

/** POST /api/auth/email-change/confirm: the token of the link mailed to the new address. */
export const emailChangeConfirmBodySchema = jsonBody({
  token: z.string({ error: LINK_NOT_VALID }).trim().min(1, LINK_NOT_VALID).max(200, LINK_NOT_VALID),
});

export type EmailChangeBody = z.infer<typeof emailChangeBodySchema>;
