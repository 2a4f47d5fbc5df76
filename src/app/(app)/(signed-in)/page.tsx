import type { Metadata } from "next";
import { requirePageUser } from "@/server/auth/page-session";
import { HomeModals } from "./home-modals";
import { HomeNavigationCards } from "./home-navigation-cards";
import { PendingPaymentsCard } from "./pending-payments-card";
import { UpcomingClassesCard } from "./upcoming-classes-card";
import { WaitlistCard } from "./waitlist-card";

export const metadata: Metadata = { title: "Início" };

export default async function HomePage() {
  const user = await requirePageUser();
  const firstName = user.name.trim().split(/\s+/)[0];
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Olá, {firstName}! Bem-vindo ao ACE</h1>
        <p className="mt-2 text-slate-600">Faça a gestão das suas aulas, animais e pagamentos num só lugar.</p>
      </header>

      {user.role === "student" && <PendingPaymentsCard />}

      {(user.role === "student" || user.role === "external") && <WaitlistCard />}

      {user.role !== "guest" && <UpcomingClassesCard />}

      <HomeNavigationCards role={user.role} />
      <HomeModals role={user.role} />
    </div>
  );
}
