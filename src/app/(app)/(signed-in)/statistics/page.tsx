import type { Metadata } from "next";
import { addClubDays, addMonths, clubMonth } from "@/lib/club-time";
import { requirePageUser } from "@/server/auth/page-session";
import { GuestStatisticsNote } from "./guest-statistics-note";
import { StatisticsScreen } from "./statistics-screen";

export const metadata: Metadata = { title: "Estatísticas" };

/** /statistics: the club's figures for the trainer, one's own for students and externals. */
export default async function StatisticsPage() {
  // Not an assistant trainer: the club's statistics are the trainer's (docs/rules.md, "Roles").
  const user = await requirePageUser(["trainer", "student", "external", "guest"]);
  // The route is open to every signed-in user (spec); guests have no lessons to count.
  if (user.role === "guest") return <GuestStatisticsNote />;
  return <StatisticsScreen trainer={user.role === "trainer"} initialRange={currentClubMonth()} />;
}

/** The default range: the first and last day of the club's current month. */
function currentClubMonth() {
  const month = clubMonth();
  return { start_date: `${month}-01`, end_date: addClubDays(`${addMonths(month, 1)}-01`, -1) };
}
