import type { Metadata } from "next";
import { requirePageUser } from "@/server/auth/page-session";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Animais" };

export default async function AnimalsPage() {
  await requirePageUser();
  return <ComingSoon title="Animais" />;
}
