import type { Metadata } from "next";
import { clubToday } from "@/lib/club-time";
import { requirePageUser } from "@/server/auth/page-session";
import { AvailabilityScreen } from "./availability-screen";

export const metadata: Metadata = { title: "Disponibilidade" };

export default async function AvailabilityPage() {
  await requirePageUser(["trainer"]);
  return <AvailabilityScreen initialDate={clubToday()} />;
}
