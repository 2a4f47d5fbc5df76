"use client";

import { useEffect, useRef } from "react";
import { apiFetch } from "@/lib/api-client";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { useChangelog } from "@/components/changelog/changelog-provider";
import { takeShowChangelog } from "@/components/changelog/show-changelog-flag";

/**
 * The home screen's changelog check: opens the modal when the login said `showChangelog`,
 * otherwise asks the server (a session restored from the cookie has no login answer).
 * `onChecked` runs once the check is over (in the same render as the modal opening, if it
 * does), so that a modal queued behind the changelog knows when its turn comes.
 */
export function OpenChangelogOnHome({ onChecked }: { onChecked?: () => void }) {
  const { openChangelog } = useChangelog();
  const checkedRef = useRef(onChecked);
  useEffect(() => {
    checkedRef.current = onChecked;
  });

  useEffect(() => {
    const done = () => checkedRef.current?.();
    if (takeShowChangelog()) {
      openChangelog();
      done();
      return;
    }
    return loadWhileCurrent(
      apiFetch<{ shouldShowChangelog: boolean }>("/auth/check-changelog"),
      (data) => {
        if (data.shouldShowChangelog) openChangelog();
        done();
      },
      (error) => {
        console.error("Erro ao verificar o changelog", error);
        done();
      },
    );
  }, [openChangelog]);

  return null;
}
