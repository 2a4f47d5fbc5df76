import { z } from "zod";
import { BROADCAST_AUDIENCES, BROADCAST_MESSAGE_MAX, BROADCAST_SUBJECT_MAX } from "@/lib/broadcast-json";
import { jsonBody } from "@/lib/validations/common";
import { oneLineText, withoutControlsButLineBreaks } from "@/lib/validations/one-line-text";

// A message to members (docs/rules.md, "Messages to members"): the subject is one line (it is the
// mail's subject and the push's title), the message keeps its line breaks and nothing else that
// is not text.

const AUDIENCE_INVALID = "Destinatários inválidos: escolha todos os membros (all), alunos (student) ou alunos externos (external).";

export const broadcastAudienceSchema = z.enum(BROADCAST_AUDIENCES, { error: AUDIENCE_INVALID });

const MESSAGE_REQUIRED = "A mensagem é obrigatória.";

export const broadcastBodySchema = jsonBody({
  subject: oneLineText({
    field: "O assunto",
    required: "O assunto é obrigatório.",
    max: BROADCAST_SUBJECT_MAX,
    tooLong: `O assunto pode ter no máximo ${BROADCAST_SUBJECT_MAX} caracteres.`,
  }),
  message: z
    .string({ error: MESSAGE_REQUIRED })
    // A line break is one character, however the client wrote it (a textarea sends \n, others \r\n).
    .transform((text) => text.replace(/\r\n?/g, "\n"))
    .pipe(
      z
        .string()
        .refine(withoutControlsButLineBreaks, "A mensagem não pode conter tabulações nem outros caracteres de controlo (só quebras de linha).")
        .trim()
        .min(1, MESSAGE_REQUIRED)
        .max(BROADCAST_MESSAGE_MAX, `A mensagem pode ter no máximo ${BROADCAST_MESSAGE_MAX} caracteres.`),
    ),
  audience: broadcastAudienceSchema,
});

export type BroadcastBody = z.infer<typeof broadcastBodySchema>;

/** GET /api/notices/broadcast/recipients?audience=: how many a message would reach. */
export const broadcastRecipientsQuerySchema = z.object({ audience: broadcastAudienceSchema });
