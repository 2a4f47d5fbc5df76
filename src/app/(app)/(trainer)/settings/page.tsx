import type { Metadata } from "next";
import { requirePageUser } from "@/server/auth/page-session";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Configurações" };

export default async function SettingsPage() {
  await requirePageUser(["trainer"]);
  return <ComingSoon title="Configurações" />;
}
