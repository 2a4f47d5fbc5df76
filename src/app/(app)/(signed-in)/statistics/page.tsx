import type { Metadata } from "next";
import { requirePageUser } from "@/server/auth/page-session";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Estatísticas" };

export default async function StatisticsPage() {
  await requirePageUser();
  return <ComingSoon title="Estatísticas" />;
}
