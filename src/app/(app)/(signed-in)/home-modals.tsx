"use client";

import { useState } from "react";
import type { Role } from "@/generated/prisma/enums";
import { useChangelog } from "@/components/changelog/changelog-provider";
import { OpenChangelogOnHome } from "@/components/changelog/open-changelog-on-home";
import { FirstAnimalOnboarding } from "./first-animal-onboarding";

/**
 * The home screen's modals, one at a time: the changelog first (when there is news), then a
 * student's first-animal onboarding once the changelog is closed.
 */
export function HomeModals({ role }: { role: Role }) {
  const { isOpen: changelogOpen } = useChangelog();
  const [changelogChecked, setChangelogChecked] = useState(false);
  return (
    <>
      <OpenChangelogOnHome onChecked={() => setChangelogChecked(true)} />
      {role === "student" && <FirstAnimalOnboarding canOpen={changelogChecked && !changelogOpen} />}
    </>
  );
}
