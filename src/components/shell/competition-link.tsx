"use client";

import { useEffect, useState, type MouseEvent, type ReactNode } from "react";
import { useCloseMobileMenu } from "@/components/shell/mobile-menu";
import { toast } from "@/components/toast";

// PLACEHOLDER: the club has not named its agility competition site yet; replace this address
// when it does. Everything else about the link (toast, delay, return address) is settled.
export const COMPETITION_SITE_URL = "https://www.agility.pt";

/** Where the competition site can send members back to (session storage). */
export const RETURN_ADDRESS_KEY = "returnUrl";

const REDIRECT_DELAY_MS = 1500;

/**
 * The navbar's external competition link: an info toast, a 1.5 s wait, the current address kept
 * as the return address, then the competition site. A plain link still works for new tabs.
 * `children` is its face (icon and label), rendered by the server.
 */
export function CompetitionLink({ className, children }: { className: string; children: ReactNode }) {
  const [leaving, setLeaving] = useState(false);
  const closeMobileMenu = useCloseMobileMenu();

  useEffect(() => {
    // Back from the competition site may restore this page from the back/forward cache, with
    // `leaving` still set: the link would then do nothing.
    function reset(event: PageTransitionEvent) {
      if (event.persisted) setLeaving(false);
    }
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (leaving) return;
    setLeaving(true);
    closeMobileMenu?.();
    toast.info("A redirecionar para o site de competições de agility...");
    window.setTimeout(() => {
      sessionStorage.setItem(RETURN_ADDRESS_KEY, window.location.href);
      window.location.assign(COMPETITION_SITE_URL);
    }, REDIRECT_DELAY_MS);
  }

  return (
    <a href={COMPETITION_SITE_URL} onClick={handleClick} aria-disabled={leaving || undefined} className={className}>
      {children}
    </a>
  );
}
