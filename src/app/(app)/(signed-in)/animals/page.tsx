import type { Metadata } from "next";
import { requirePageUser } from "@/server/auth/page-session";
import { GuestAnimalsNote } from "./guest-animals-note";
import { MyAnimalsScreen } from "./my-animals-screen";
import { TrainerAnimalsScreen } from "./trainer-animals-screen";

export const metadata: Metadata = { title: "Animais" };

export default async function AnimalsPage() {
  const user = await requirePageUser();
  if (user.role === "trainer") return <TrainerAnimalsScreen />;
  if (user.role === "guest") return <GuestAnimalsNote />;
  return <MyAnimalsScreen />;
}
