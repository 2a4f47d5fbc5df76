import type { Metadata } from "next";
import { parseCalendarView } from "@/lib/calendar-navigation";
import { clubToday } from "@/lib/club-time";
import { dateParamSchema } from "@/lib/validations/availability";
import { requirePageUser } from "@/server/auth/page-session";
import { CalendarScreen } from "./calendar-screen";

export const metadata: Metadata = { title: "Calendário" };

type CalendarSearchParams = Promise<{ view?: string | string[]; date?: string | string[] }>;

/** /calendar?view=day|week&date=yyyy-MM-dd (default: today's club date, daily view). */
export default async function CalendarPage({ searchParams }: { searchParams: CalendarSearchParams }) {
  await requirePageUser();
  const { view, date } = await searchParams;
  const parsedDate = dateParamSchema.safeParse(date);
  const initialDate = parsedDate.success ? parsedDate.data : clubToday();
  return <CalendarScreen initialView={parseCalendarView(view)} initialDate={initialDate} />;
}
