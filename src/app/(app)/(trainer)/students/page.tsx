import type { Metadata } from "next";
import { requirePageUser } from "@/server/auth/page-session";
import { ComingSoon } from "@/components/ui/coming-soon";

export const metadata: Metadata = { title: "Alunos" };

export default async function StudentsPage() {
  await requirePageUser(["trainer"]);
  return <ComingSoon title="Alunos" />;
}
