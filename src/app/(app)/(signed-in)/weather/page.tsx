import type { Metadata } from "next";
import { requirePageUser } from "@/server/auth/page-session";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Meteorologia" };

export default async function WeatherPage() {
  await requirePageUser();
  return <ComingSoon title="Previsão do Tempo - Seixal, Portugal" />;
}
