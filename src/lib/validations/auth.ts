import { z } from "zod";
import { emailSchema as email, fitsBcrypt, jsonBody as body, PASSWORD_TOO_LONG } from "@/lib/validations/common";
import { memberNameSchema } from "@/lib/validations/profile";

// Auth input schemas, shared by the route handlers and the forms that send them.
// The Portuguese messages are the screens' own texts: keep them verbatim.

export const MIN_PASSWORD_LENGTH = 6;

const password = z.string({ error: "A password é obrigatória." }).max(200, "A password é demasiado longa.");

export const loginBodySchema = body({
  email,
  password: password.min(1, "A password é obrigatória."),
});

export const registerBodySchema = body({
  name: memberNameSchema,
  email,
  password: password.min(MIN_PASSWORD_LENGTH, "A password deve ter pelo menos 6 caracteres").refine(fitsBcrypt, PASSWORD_TOO_LONG),
});

/** The register form also asks for a confirmation; the API does not. */
export const registerFormSchema = registerBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: "As passwords não coincidem",
    path: ["confirmPassword"],
  });

export const changePasswordBodySchema = body({
  currentPassword: password.min(1, "A password atual é obrigatória."),
  newPassword: password.min(MIN_PASSWORD_LENGTH, "A nova password deve ter pelo menos 6 caracteres").refine(fitsBcrypt, PASSWORD_TOO_LONG),
});

export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "As passwords não coincidem",
    path: ["confirmPassword"],
  });

export const requestPasswordResetBodySchema = body({ email });

/**
 * PUT /api/auth/notice-settings: which notices the member wants (docs/rules.md, "Notices"); a
 * choice left out stays as it is, and at least one is given.
 */
export const noticeSettingsBodySchema = body({
  booking_confirmations: z.boolean({ error: "Indique se quer receber a confirmação das aulas marcadas (true ou false)." }).optional(),
  lesson_notes: z.boolean({ error: "Indique se quer receber as notas do treinador sobre as aulas (true ou false)." }).optional(),
}).refine((settings) => settings.booking_confirmations !== undefined || settings.lesson_notes !== undefined, {
  message: "Indique que avisos quer receber: a confirmação das aulas marcadas (booking_confirmations) ou as notas do treinador (lesson_notes), com true ou false.",
});

export type LoginBody = z.infer<typeof loginBodySchema>;
export type RegisterBody = z.infer<typeof registerBodySchema>;
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export type NoticeSettingsBody = z.infer<typeof noticeSettingsBodySchema>;
