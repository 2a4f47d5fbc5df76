import type { Metadata } from "next";
import { requirePageUser } from "@/server/auth/page-session";
import { StudentsScreen } from "./students-screen";

export const metadata: Metadata = { title: "Alunos" };

/** /students?tab=pending|approved|guests: the screen reads (and follows) the address itself. */
export default async function StudentsPage() {
  await requirePageUser(["trainer"]);
  return <StudentsScreen />;
}
