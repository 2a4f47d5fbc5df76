import type { Metadata } from "next";
import { clubToday } from "@/lib/club-time";
import { requirePageUser } from "@/server/auth/page-session";
import { GuestAnimalsNote } from "./guest-animals-note";
import { MyAnimalsScreen } from "./my-animals-screen";
import { TrainerAnimalsScreen } from "./trainer-animals-screen";

export const metadata: Metadata = { title: "Animais" };

export default async function AnimalsPage() {
  // An assistant trainer has no animals and does not manage the members' (docs/rules.md, "Roles").
  const user = await requirePageUser(["trainer", "student", "external", "guest"]);
  // Today's club date for the ages and the birth date's limit, decided here: the screens then
  // need no club-time code of their own.
  const today = clubToday();
  if (user.role === "trainer") return <TrainerAnimalsScreen today={today} />;
  if (user.role === "guest") return <GuestAnimalsNote />;
  return <MyAnimalsScreen today={today} />;
}
