import type { Metadata } from "next";
import { clubToday } from "@/lib/club-time";
import { requirePageUser } from "@/server/auth/page-session";
import { firstLoad } from "@/server/http/first-load";
import { listTrainers } from "@/server/trainers/list-trainers";
import { AvailabilityScreen } from "./availability-screen";

export const metadata: Metadata = { title: "Disponibilidade" };

export default async function AvailabilityPage() {
  const user = await requirePageUser(["trainer"]);
  // Who may give the lessons (docs/rules.md, "Each lesson's trainer"): names only, for 'Treinador'.
  const staff = await firstLoad("availability", () => listTrainers());
  const trainers = staff?.trainers.map(({ id, name, active }) => ({ id, name, active })) ?? [];
  return <AvailabilityScreen initialDate={clubToday()} trainers={trainers} selfId={user.id} />;
}
