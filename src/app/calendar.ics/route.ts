import { z } from "zod";
import { isValidFeedToken } from "@/server/calendar-feed/feed-token";
import { buildCalendarFeed } from "@/server/calendar-feed/build-feed";
import { jsonError } from "@/server/http/error-response";
import { route } from "@/server/http/route";

const feedQuery = z.object({ aluno: z.coerce.number().int().positive(), token: z.string().min(1) });

/** GET /calendar.ics?aluno={userId}&token={hmac}: a member's lessons for calendar apps. */
export const GET = route("public", async ({ request }) => {
  const query = feedQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success || !isValidFeedToken(query.data.aluno, query.data.token)) {
    return jsonError(403, "Link de calendário inválido.");
  }
  const calendar = await buildCalendarFeed(query.data.aluno);
  if (calendar === null) return jsonError(403, "Link de calendário inválido.");
  const download = new URL(request.url).searchParams.has("download");
  return new Response(calendar, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, max-age=300",
      ...(download ? { "Content-Disposition": 'attachment; filename="aulas-ace.ics"' } : {}),
    },
  });
});
