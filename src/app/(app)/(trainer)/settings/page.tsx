import type { Metadata } from "next";
import { requirePageUser } from "@/server/auth/page-session";
import { SettingsScreen } from "./settings-screen";

export const metadata: Metadata = { title: "Configurações" };

export default async function SettingsPage() {
  await requirePageUser(["trainer"]);
  return <SettingsScreen />;
}
