import type { Metadata } from "next";
import { requirePageUser } from "@/server/auth/page-session";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Pagamentos" };

export default async function PaymentsPage() {
  await requirePageUser(["trainer"]);
  return <ComingSoon title="Pagamentos" />;
}
