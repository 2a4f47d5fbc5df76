import { z } from "zod";
import { TRAINER_NOTE_MAX } from "@/lib/training-record";
import { CANCEL_REASON_MAX } from "@/lib/booking-json";
import { idSchema, jsonBody } from "@/lib/validations/common";
import { oneLineText, TEXT_CONTROLS_MESSAGE, withoutHiddenControls } from "@/lib/validations/one-line-text";

export const bookSlotBodySchema = jsonBody({
  availability_slot_id: idSchema("Selecione uma aula."),
  animal_id: idSchema("Selecione um animal."),
  user_id: idSchema("Aluno inválido.").optional(),
  /** A dependant of the member's household who handles the lesson (docs/rules.md, "Households"). */
  dependant_id: idSchema("Dependente inválido.").nullish().transform((value) => value ?? undefined),
  observations: z
    .string({ error: "Observações inválidas." })
    .trim()
    .max(1000, "As observações são demasiado longas.")
    .refine(withoutHiddenControls, TEXT_CONTROLS_MESSAGE)
    .nullish().transform((value) => value || null),
});

export const bookingIdSchema = idSchema("Identificador de aula inválido.");

/** DELETE /api/bookings/{id}: an optional reason on one line, mailed to the member when the trainer cancels. */
export const cancelBookingBodySchema = jsonBody({
  reason: oneLineText({
    field: "O motivo do cancelamento",
    invalid: "O motivo do cancelamento tem de ser texto.",
    max: CANCEL_REASON_MAX,
    tooLong: `O motivo do cancelamento pode ter no máximo ${CANCEL_REASON_MAX} caracteres.`,
  })
    .nullish()
    .transform((value) => value || null),
});

export type CancelBookingBody = z.infer<typeof cancelBookingBodySchema>;

const CURSOR_INVALID = "Parâmetro 'cursor' inválido.";

export const bookingListQuerySchema = z
  .object({
    upcoming: z.enum(["0", "1", "true", "false"], { error: "Parâmetro 'upcoming' inválido." }).optional().transform((value) => value === "1" || value === "true"),
    /** Where the next page of a full list starts: the `next_cursor` of the page before. */
    cursor: z
      .string({ error: CURSOR_INVALID })
      .regex(/^\d{1,15}_\d{1,10}$/, CURSOR_INVALID)
      .transform((value) => {
        const [startsAt, id] = value.split("_").map(Number);
        return { startsAt: new Date(startsAt), id };
      })
      .refine((cursor) => !Number.isNaN(cursor.startsAt.getTime()) && cursor.id <= 2_147_483_647, CURSOR_INVALID)
      .optional(),
  })
  .refine((query) => !(query.upcoming && query.cursor), { error: "A lista de próximas aulas não tem páginas: retire o parâmetro 'cursor'." });

export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

export type BookSlotBody = z.infer<typeof bookSlotBodySchema>;

export const ATTENDANCE_INVALID = "Presença inválida: indique presente (present) ou faltou (absent).";

/**
 * PUT /api/bookings/{id}/attendance (docs/rules.md, "The training record"): present or absent,
 * and the note for the owner. An empty note (or none) clears it.
 */
const attendanceSchema = z.enum(["present", "absent"], { error: ATTENDANCE_INVALID });

export const markAttendanceBodySchema = jsonBody({
  attendance: attendanceSchema,
  note: z
    .string({ error: "A nota tem de ser texto." })
    .trim()
    .max(TRAINER_NOTE_MAX, `A nota pode ter no máximo ${TRAINER_NOTE_MAX} caracteres.`)
    .refine(withoutHiddenControls, TEXT_CONTROLS_MESSAGE)
    .nullish()
    .transform((value) => value || null),
});

export type MarkAttendanceBody = z.infer<typeof markAttendanceBodySchema>;

/** The most lessons one request marks: a long day at the field is a dozen, so this bounds only mistakes. */
export const MAX_MARKED_AT_ONCE = 100;

/**
 * PUT /api/bookings/attendance (docs/rules.md, "The training record"): several lessons marked
 * at once, each named once. Their notes stay as they are.
 */
export const markLessonsAttendanceBodySchema = jsonBody({
  booking_ids: z
    .array(bookingIdSchema, { error: "Indique as aulas a registar (booking_ids)." })
    .min(1, { error: "Selecione pelo menos uma aula." })
    .max(MAX_MARKED_AT_ONCE, { error: `Não é possível registar mais de ${MAX_MARKED_AT_ONCE} aulas de uma vez.` })
    .refine((ids) => new Set(ids).size === ids.length, { error: "A lista repete uma aula: indique cada aula uma só vez." }),
  attendance: attendanceSchema,
});

export type MarkLessonsAttendanceBody = z.infer<typeof markLessonsAttendanceBodySchema>;
