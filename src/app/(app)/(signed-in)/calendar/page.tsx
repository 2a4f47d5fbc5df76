import type { Metadata } from "next";
import { requirePageUser } from "@/server/auth/page-session";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Calendário" };

export default async function CalendarPage() {
  await requirePageUser();
  return <ComingSoon title="Calendário" />;
}
