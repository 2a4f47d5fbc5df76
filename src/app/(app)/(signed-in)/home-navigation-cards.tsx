import type { ReactNode } from "react";
import type { Role } from "@/generated/prisma/enums";
import { AppLink } from "@/components/navigation/app-link";
import { CalendarIcon } from "@/components/ui/icons/calendar-icon";
import { ChartIcon } from "@/components/ui/icons/chart-icon";
import { PawIcon } from "@/components/ui/icons/paw-icon";

type NavigationCard = { href: string; title: string; description: string; icon: ReactNode; forGuests: boolean };

const CARDS: readonly NavigationCard[] = [
  {
    href: "/calendar",
    title: "Calendário",
    description: "Consulte os horários e as aulas marcadas.",
    icon: <CalendarIcon className="h-6 w-6" />,
    forGuests: true,
  },
  {
    href: "/animals",
    title: "Animais",
    description: "Consulte e gira os animais registados.",
    icon: <PawIcon className="h-6 w-6" />,
    forGuests: false,
  },
  {
    href: "/statistics",
    title: "Estatísticas",
    description: "Acompanhe as aulas ao longo do tempo.",
    icon: <ChartIcon className="h-6 w-6" />,
    forGuests: false,
  },
];

/** Home's shortcuts: Calendário for everyone, Animais and Estatísticas for the trainer and members (not guests, not assistant trainers). */
export function HomeNavigationCards({ role }: { role: Role }) {
  const cards = CARDS.filter((card) => (role !== "guest" && role !== "assistant") || card.forGuests);
  return (
    <nav aria-label="Atalhos">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.href}>
            <AppLink
              href={card.href}
              className="flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md"
            >
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                {card.icon}
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{card.title}</span>
                <span className="mt-1 block text-sm text-slate-600">{card.description}</span>
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
