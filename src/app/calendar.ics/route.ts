import { calendarFeedQuerySchema } from "@/lib/validations/calendar-feed";
import { buildCalendarFeed } from "@/server/calendar-feed/build-feed";
import { jsonError } from "@/server/http/error-response";
import { route } from "@/server/http/route";

const INVALID_LINK = "Link de calendário inválido.";

/** GET /calendar.ics?aluno={userId}&token={hmac}: a member's lessons for calendar apps. */
export const GET = route("public", async ({ request }) => {
  const params = new URL(request.url).searchParams;
  const query = calendarFeedQuerySchema.safeParse(Object.fromEntries(params));
  if (!query.success) return jsonError(403, INVALID_LINK);
  const feed = await buildCalendarFeed(query.data.aluno, query.data.token);
  if (feed === null) return jsonError(403, INVALID_LINK);
  const headers = {
    "Content-Type": "text/calendar; charset=utf-8",
    "Cache-Control": "private, max-age=300",
    ETag: feed.etag,
    ...(params.has("download") ? { "Content-Disposition": 'attachment; filename="aulas-ace.ics"' } : {}),
  };
  // A calendar app that already has this version is told so, without the body.
  if (request.headers.get("if-none-match") === feed.etag) return new Response(null, { status: 304, headers });
  return new Response(feed.calendar, { headers });
});
