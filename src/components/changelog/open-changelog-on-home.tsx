"use client";

import { useEffect } from "react";
import { apiFetch } from "@/lib/api-client";
import { useChangelog } from "@/components/changelog/changelog-provider";
import { takeShowChangelog } from "@/components/changelog/show-changelog-flag";

/**
 * The home screen's changelog check: opens the modal when the login said `showChangelog`,
 * otherwise asks the server (a session restored from the cookie has no login answer).
 */
export function OpenChangelogOnHome() {
  const { openChangelog } = useChangelog();

  useEffect(() => {
    if (takeShowChangelog()) {
      openChangelog();
      return;
    }
    let active = true;
    apiFetch<{ shouldShowChangelog: boolean }>("/auth/check-changelog")
      .then((data) => {
        if (active && data.shouldShowChangelog) openChangelog();
      })
      .catch((error: unknown) => console.error("Erro ao verificar o changelog", error));
    return () => {
      active = false;
    };
  }, [openChangelog]);

  return null;
}
