"use client";

import { useState, type ReactNode } from "react";
import { lazyComponent } from "@/components/lazy-component";
import { useSession } from "@/components/session/session-provider";
import * as DropdownMenu from "@/components/ui/dropdown-menu";
import { useHydrated } from "@/components/use-hydrated";

// What the opened menu shows (signing out with it), and the password dialog with its form and
// validation, load when first needed: every page shows the button, few visits open the menu.
const UserMenuPanel = lazyComponent(() => import("@/components/shell/user-menu-panel").then((module) => module.UserMenuPanel));
const ChangePasswordDialog = lazyComponent(() => import("@/components/shell/change-password-dialog").then((module) => module.ChangePasswordDialog));

/** The user dropdown: change password (a modal) and logout. `children` is the button's face, rendered by the server. */
export function UserMenu({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const [changingPassword, setChangingPassword] = useState(false);
  // Drawn by the server, it opens what React draws: until the page's code has run (a slow network),
  // it is disabled rather than losing the tap without a word.
  const hydrated = useHydrated();

  return (
    <>
      {/* Not modal: a modal menu would fight the change-password dialog it opens over focus. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger disabled={!hydrated} className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-left hover:bg-slate-100 disabled:cursor-wait">
          {children}
        </DropdownMenu.Trigger>
        <DropdownMenu.WhenOpen>
          <UserMenuPanel user={user} onChangePassword={() => setChangingPassword(true)} />
        </DropdownMenu.WhenOpen>
      </DropdownMenu.Root>
      {changingPassword && <ChangePasswordDialog open onOpenChange={setChangingPassword} />}
    </>
  );
}
