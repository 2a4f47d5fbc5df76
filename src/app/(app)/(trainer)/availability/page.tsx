import type { Metadata } from "next";
import { requirePageUser } from "@/server/auth/page-session";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Disponibilidade" };

export default async function AvailabilityPage() {
  await requirePageUser(["trainer"]);
  return <ComingSoon title="Disponibilidade" />;
}
