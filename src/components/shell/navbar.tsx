import type { SessionUser } from "@/server/auth/current-user";
import { ROLE_LABELS } from "@/lib/role-labels";
import { AceLogo } from "@/components/shell/ace-logo";
import { CompetitionLink } from "@/components/shell/competition-link";
import { MobileMenuButton, MobileMenuProvider, MobileNavigation } from "@/components/shell/mobile-menu";
import { NavLinkItems } from "@/components/shell/nav-link-items";
import { NAV_LINK_CLASS, navLinksFor, type NavLink } from "@/components/shell/nav-links";
import { UserMenu } from "@/components/shell/user-menu";
import { ChevronDownIcon } from "@/components/ui/icons/chevron-down-icon";
import { CloseIcon } from "@/components/ui/icons/close-icon";
import { MenuIcon } from "@/components/ui/icons/menu-icon";
import { TrophyIcon } from "@/components/ui/icons/trophy-icon";

// Rendered on the server, so that a page's JavaScript holds only what runs in the browser: the
// current page's mark and the trainer's counters (NavLinkItems), the phone's menu button, the
// user menu and the competitions link.

/** The signed-in navbar: the role's links (with the trainer's badges), competitions, user menu. */
export function Navbar({ user }: { user: SessionUser }) {
  const links = navLinksFor(user.role);
  return (
    <MobileMenuProvider>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
          <AceLogo href="/" />

          {/* At 1280 px the trainer's ten links, both badges and the user menu must fit on one line (NAV_LINK_CLASS). */}
          <nav aria-label="Navegação principal" className="ml-2 hidden flex-1 xl:block">
            <NavigationList links={links} className="flex items-center 2xl:gap-0.5" />
          </nav>

          <div className="ml-auto flex items-center gap-1">
            <UserMenu>
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
              >
                {user.name.trim().charAt(0).toUpperCase()}
              </span>
              <span className="hidden min-w-0 flex-col sm:flex">
                <span className="max-w-40 truncate text-sm font-semibold text-slate-900">{user.name}</span>
                <span className="text-xs text-slate-600">{ROLE_LABELS[user.role]}</span>
              </span>
              <span className="sr-only sm:hidden">Menu de {user.name}</span>
              <ChevronDownIcon className="h-4 w-4 text-slate-500" />
            </UserMenu>
            <MobileMenuButton menuIcon={<MenuIcon className="h-6 w-6" />} closeIcon={<CloseIcon className="h-6 w-6" />} />
          </div>
        </div>

        <MobileNavigation>
          <nav id="mobile-navigation" aria-label="Navegação principal" className="border-t border-slate-200 xl:hidden">
            <NavigationList links={links} className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3 sm:px-6" />
          </nav>
        </MobileNavigation>
      </header>
    </MobileMenuProvider>
  );
}

function NavigationList({ links, className }: { links: readonly NavLink[]; className: string }) {
  return (
    <ul className={className}>
      <NavLinkItems links={links} />
      <li>
        <CompetitionLink className={NAV_LINK_CLASS}>
          <TrophyIcon className="h-4 w-4" />
          Competições
        </CompetitionLink>
      </li>
    </ul>
  );
}
