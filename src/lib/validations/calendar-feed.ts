import { z } from "zod";
import { idSchema } from "@/lib/validations/common";

/** GET /calendar.ics?aluno={userId}&token={hmac} */
export const calendarFeedQuerySchema = z.object({
  aluno: idSchema("Link de calendário inválido."),
  token: z.string({ error: "Link de calendário inválido." }).min(1, "Link de calendário inválido.").max(100, "Link de calendário inválido."),
});
