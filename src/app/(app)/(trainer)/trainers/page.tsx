import type { Metadata } from "next";
import { requirePageUser } from "@/server/auth/page-session";
import { firstLoad } from "@/server/http/first-load";
import { listTrainers } from "@/server/trainers/list-trainers";
import { TrainersScreen } from "./trainers-screen";

export const metadata: Metadata = { title: "Treinadores" };

/**
 * /trainers (trainer): the club's trainer and assistant trainers (docs/rules.md, "Roles"), read
 * with the page as GET /api/trainers answers it; add an assistant, turn one off and on.
 */
export default async function TrainersPage() {
  await requirePageUser(["trainer"]);
  const first = await firstLoad("trainers", listTrainers);
  return <TrainersScreen first={first?.trainers ?? null} />;
}
