import type { ReactNode } from "react";
import { requirePageUser } from "@/server/auth/page-session";

// /account: students and external students (another role -> /).
export default async function StudentAndExternalLayout({ children }: { children: ReactNode }) {
  await requirePageUser(["student", "external"]);
  return children;
}
