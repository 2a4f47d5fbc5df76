import type { Metadata } from "next";
import { requirePageUser } from "@/server/auth/page-session";
import { WeatherIconSprite } from "@/components/weather/weather-icon-sprite";
import { WeatherScreen } from "./weather-screen";

export const metadata: Metadata = { title: "Meteorologia" };

export default async function WeatherPage() {
  await requirePageUser();
  return (
    <>
      <WeatherScreen />
      <WeatherIconSprite />
    </>
  );
}
