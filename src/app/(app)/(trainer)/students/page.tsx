import type { Metadata } from "next";
import { requirePageUser } from "@/server/auth/page-session";
import { StudentsScreen } from "./students-screen";
import { parseStudentsTab } from "./students-tab";

export const metadata: Metadata = { title: "Alunos" };

export default async function StudentsPage({ searchParams }: { searchParams: Promise<{ tab?: string | string[] }> }) {
  await requirePageUser(["trainer"]);
  const { tab } = await searchParams;
  return <StudentsScreen initialTab={parseStudentsTab(tab)} />;
}
