import type { ReactNode } from "react";
import { requirePageUser } from "@/server/auth/page-session";

// /help: students only (another role -> /).
export default async function StudentLayout({ children }: { children: ReactNode }) {
  await requirePageUser(["student"]);
  return children;
}
