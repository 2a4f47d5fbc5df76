import type { Metadata } from "next";
import { clubToday } from "@/lib/club-time";
import { requirePageUser } from "@/server/auth/page-session";
import { listSlotsOfDate } from "@/server/availability/list-slots";
import { firstLoad } from "@/server/http/first-load";
import { keptBookingSettings } from "@/server/settings/club-settings";
import { listTrainers } from "@/server/trainers/list-trainers";
import { AvailabilityScreen } from "./availability-screen";

export const metadata: Metadata = { title: "Disponibilidade" };

export default async function AvailabilityPage() {
  const user = await requirePageUser(["trainer"]);
  const today = clubToday();
  const [staff, settings, todaysSlots] = await Promise.all([
    // Who may give the lessons (docs/rules.md, "Each lesson's trainer"): names only, for 'Treinador'.
    firstLoad("availability", () => listTrainers()),
    // The lesson length, for the form's hint: read here, so that the hint does not arrive after
    // the form and push everything below it down.
    firstLoad("availability", () => keptBookingSettings()),
    // Today's lessons, as GET /api/availability/date/{today} answers them: the list comes with the
    // form, so it does not arrive later and push the sections below it down the screen.
    firstLoad("availability", () => listSlotsOfDate(user, today)),
  ]);
  const trainers = staff?.trainers.map(({ id, name, active }) => ({ id, name, active })) ?? [];
  return <AvailabilityScreen initialDate={today} initialDay={todaysSlots} trainers={trainers} selfId={user.id} lessonMinutes={settings?.lessonMinutes ?? null} />;
}
