import type { ReactNode } from "react";
import { requirePageUser } from "@/server/auth/page-session";

// /availability, /messages, /payments, /settings, /students, /trainers: trainer only (another role -> /).
export default async function TrainerLayout({ children }: { children: ReactNode }) {
  await requirePageUser(["trainer"]);
  return children;
}
