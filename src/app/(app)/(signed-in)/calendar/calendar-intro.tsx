import type { Role } from "@/generated/prisma/enums";
import { BOOKINGS_BLOCKED } from "@/lib/booking-refusals";

// The calendar's title and its note for the viewer's role, rendered on the server (page.tsx): they
// depend on the role alone, so the screen's JavaScript does not carry their words (docs/performance.md).

/** 'Calendário' and what the viewer's role does here. */
export function CalendarHeading({ role }: { role: Role }) {
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Calendário</h1>
      <p className="mt-2 text-slate-600">
        {role === "trainer"
          ? "Consulte as aulas da semana e marque aulas para os seus alunos."
          : role === "assistant"
            ? "Consulte as aulas do clube e conduza as que dá: marcações, presenças, notas e cancelamentos."
          : role === "guest"
            ? "Consulte os horários das aulas."
            : "Consulte os horários e marque as suas aulas."}
      </p>
    </div>
  );
}

/** Below the toolbar: a guest cannot book; a member is told up front that the trainer has blocked bookings. */
export function CalendarNotice({ role, bookingsBlocked }: { role: Role; bookingsBlocked: boolean }) {
  if (role === "guest") {
    return (
      <p className="rounded-lg border border-purple-200 bg-purple-50 px-3 py-2 text-sm text-purple-900">
        Convidados não podem marcar aulas. Como convidado, pode consultar o calendário.
      </p>
    );
  }
  if (!bookingsBlocked) return null;
  return (
    <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {BOOKINGS_BLOCKED}
    </p>
  );
}
