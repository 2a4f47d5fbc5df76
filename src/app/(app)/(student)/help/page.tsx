import type { Metadata } from "next";
import { requirePageUser } from "@/server/auth/page-session";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Ajuda" };

export default async function HelpPage() {
  await requirePageUser(["student"]);
  return <ComingSoon title="Ajuda" />;
}
