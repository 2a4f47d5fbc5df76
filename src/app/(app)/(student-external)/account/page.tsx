import type { Metadata } from "next";
import { requirePageUser } from "@/server/auth/page-session";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Conta" };

export default async function AccountPage() {
  await requirePageUser(["student", "external"]);
  return <ComingSoon title="Conta" />;
}
