"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { useSession } from "@/components/session/session-provider";
import { AceLogo } from "@/components/shell/ace-logo";
import { CompetitionLink } from "@/components/shell/competition-link";
import { isActiveLink, navLinksFor, type NavLink } from "@/components/shell/nav-links";
import { PendingBadge } from "@/components/shell/pending-badge";
import { UserMenu } from "@/components/shell/user-menu";
import { CloseIcon, MenuIcon } from "@/components/ui/icons";

const LINK_CLASS =
  "flex items-center gap-2 rounded-lg px-3 py-2 text-sm xl:px-2.5 font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800";

/** The signed-in navbar: the role's links (with the trainer's badges), competitions, user menu. */
export function Navbar() {
  const { user, pendingStudents, pendingPayments } = useSession();
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const links = navLinksFor(user.role);
  const counts = { pendingStudents, pendingPayments };
  const combinedCount = pendingStudents + pendingPayments;
  const closeMenu = () => setMenuOpen(false);

  const renderLinks = (onNavigate?: () => void) =>
    links.map((link: NavLink) => (
      <li key={link.href}>
        <Link
          href={link.href}
          onClick={onNavigate}
          aria-current={isActiveLink(pathname, link.href) ? "page" : undefined}
          className={LINK_CLASS}
        >
          {link.label}
          {link.badge && <PendingBadge count={counts[link.badge]} />}
        </Link>
      </li>
    ));

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <AceLogo href="/" />

        {/* At 1280 px the trainer's ten links, both badges and the user menu must fit on one line. */}
        <nav aria-label="Navegação principal" className="ml-2 hidden flex-1 xl:block">
          <ul className="flex items-center gap-0.5">
            {renderLinks()}
            <li>
              <CompetitionLink className={LINK_CLASS} />
            </li>
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1">
          <UserMenu />
          <button
            type="button"
            onClick={() => setMenuOpen((open) => !open)}
            aria-expanded={menuOpen}
            aria-controls="mobile-navigation"
            className="relative rounded-lg p-2 text-slate-700 hover:bg-slate-100 xl:hidden"
          >
            <span className="sr-only">{menuOpen ? "Fechar menu" : "Abrir menu"}</span>
            {menuOpen ? <CloseIcon className="h-6 w-6" /> : <MenuIcon className="h-6 w-6" />}
            {combinedCount > 0 && (
              <span className="absolute -top-0.5 -right-0.5">
                <PendingBadge count={combinedCount} />
              </span>
            )}
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav id="mobile-navigation" aria-label="Navegação principal" className="border-t border-slate-200 xl:hidden">
          <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3 sm:px-6">
            {renderLinks(closeMenu)}
            <li>
              <CompetitionLink className={LINK_CLASS} onNavigate={closeMenu} />
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
