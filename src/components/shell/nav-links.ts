import type { Role } from "@/generated/prisma/enums";

// The navbar's links and who sees them (docs/rules.md, "Roles"). The page
// guards enforce the same roles on the server; this list only decides what is shown.

export type PendingCounter = "pendingStudents" | "pendingPayments";

export type NavLink = {
  href: string;
  label: string;
  roles: readonly Role[];
  badge?: PendingCounter;
};

const EVERYONE: readonly Role[] = ["trainer", "assistant", "student", "external", "guest"];
const NOT_GUEST: readonly Role[] = ["trainer", "student", "external"];

export const NAV_LINKS: readonly NavLink[] = [
  { href: "/calendar", label: "Calendário", roles: EVERYONE },
  { href: "/availability", label: "Disponibilidade", roles: ["trainer"] },
  { href: "/students", label: "Alunos", roles: ["trainer"], badge: "pendingStudents" },
  { href: "/animals", label: "Animais", roles: NOT_GUEST },
  { href: "/payments", label: "Pagamentos", roles: ["trainer"], badge: "pendingPayments" },
  { href: "/messages", label: "Mensagens", roles: ["trainer"] },
  { href: "/trainers", label: "Treinadores", roles: ["trainer"] },
  { href: "/statistics", label: "Estatísticas", roles: NOT_GUEST },
  { href: "/weather", label: "Meteorologia", roles: EVERYONE },
  { href: "/account", label: "Conta", roles: ["student", "external"] },
  { href: "/help", label: "Ajuda", roles: ["student"] },
  { href: "/settings", label: "Configurações", roles: ["trainer"] },
];

export function navLinksFor(role: Role): NavLink[] {
  return NAV_LINKS.filter((link) => link.roles.includes(role));
}

/**
 * A navbar link's look, the current page's included (competitions too). From xl to 2xl (1280 to
 * 1535 px) a little tighter and smaller: the trainer's eleven links, both badges and the user menu
 * fit on one line at 1280 px (e2e/broadcast.spec.ts measures it).
 */
export const NAV_LINK_CLASS =
  "flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-sm xl:min-h-0 xl:px-1 xl:text-[13px] 2xl:px-2.5 2xl:text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800";

export function isActiveLink(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
