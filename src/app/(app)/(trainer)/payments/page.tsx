import type { Metadata } from "next";
import { requirePageUser } from "@/server/auth/page-session";
import { PaymentsScreen } from "./payments-screen";

export const metadata: Metadata = { title: "Pagamentos" };

/** /payments?tab=generate|manage|pending|statistics&month=yyyy-MM: the screen reads (and follows) the address itself. */
export default async function PaymentsPage() {
  await requirePageUser(["trainer"]);
  return <PaymentsScreen />;
}
