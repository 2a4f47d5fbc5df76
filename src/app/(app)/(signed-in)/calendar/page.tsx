import type { Metadata } from "next";
import { requirePageUser } from "@/server/auth/page-session";
import { CalendarScreen } from "./calendar-screen";

export const metadata: Metadata = { title: "Calendário" };

/** /calendar?view=day|week&date=yyyy-MM-dd: the screen reads (and follows) the address itself. */
export default async function CalendarPage() {
  await requirePageUser();
  return <CalendarScreen />;
}
