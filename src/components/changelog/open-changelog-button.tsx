"use client";

import type { ReactNode } from "react";
import { useChangelog } from "@/components/changelog/changelog-provider";

/** A button that opens the 'Novidades & Changelog' modal; its face comes from the server. */
export function OpenChangelogButton({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  const { openChangelog } = useChangelog();
  return (
    <button type="button" onClick={openChangelog} title={title} className={className}>
      {children}
    </button>
  );
}
