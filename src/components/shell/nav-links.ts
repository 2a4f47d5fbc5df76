import type { Role } from "@/generated/prisma/enums";

// The navbar's links and who sees them (the spec's route table and navbar rules). The page
// guards enforce the same roles on the server; this list only decides what is shown.

export type PendingCounter = "pendingStudents" | "pendingPayments";

export type NavLink = {
  href: string;
  label: string;
  roles: readonly Role[];
  badge?: PendingCounter;
};

const EVERYONE: readonly Role[] = ["trainer", "student", "external", "guest"];
const NOT_GUEST: readonly Role[] = ["trainer", "student", "external"];

export const NAV_LINKS: readonly NavLink[] = [
  { href: "/calendar", label: "Calendário", roles: EVERYONE },
  { href: "/availability", label: "Disponibilidade", roles: ["trainer"] },
  { href: "/students", label: "Alunos", roles: ["trainer"], badge: "pendingStudents" },
  { href: "/animals", label: "Animais", roles: NOT_GUEST },
  { href: "/payments", label: "Pagamentos", roles: ["trainer"], badge: "pendingPayments" },
  { href: "/statistics", label: "Estatísticas", roles: NOT_GUEST },
  { href: "/weather", label: "Meteorologia", roles: EVERYONE },
  { href: "/account", label: "Conta", roles: ["student", "external"] },
  { href: "/help", label: "Ajuda", roles: ["student"] },
  { href: "/settings", label: "Configurações", roles: ["trainer"] },
];

export function navLinksFor(role: Role): NavLink[] {
  return NAV_LINKS.filter((link) => link.roles.includes(role));
}

export function isActiveLink(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
