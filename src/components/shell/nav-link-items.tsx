"use client";

import { usePathname } from "next/navigation";
import { AppLink } from "@/components/navigation/app-link";
import { useSession } from "@/components/session/session-provider";
import { useCloseMobileMenu } from "@/components/shell/mobile-menu";
import { isActiveLink, NAV_LINK_CLASS, type NavLink } from "@/components/shell/nav-links";
import { PendingBadge } from "@/components/shell/pending-badge";

/** The navbar's links as list items: the current page marked, the trainer's counters beside theirs. */
export function NavLinkItems({ links }: { links: readonly NavLink[] }) {
  const counters = useSession();
  const pathname = usePathname();
  const closeMobileMenu = useCloseMobileMenu();
  return links.map((link) => (
    <li key={link.href}>
      <AppLink
        href={link.href}
        onClick={closeMobileMenu}
        aria-current={isActiveLink(pathname, link.href) ? "page" : undefined}
        className={NAV_LINK_CLASS}
      >
        {link.label}
        {link.badge && <PendingBadge count={counters[link.badge]} />}
      </AppLink>
    </li>
  ));
}
