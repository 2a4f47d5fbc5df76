"use client";

import { useState } from "react";
import { ROLE_LABELS } from "@/lib/role-labels";
import { lazyComponent } from "@/components/lazy-component";
import * as DropdownMenu from "@/components/ui/dropdown-menu";
import { useSession } from "@/components/session/session-provider";
import { ChevronDownIcon, KeyIcon, LogoutIcon } from "@/components/ui/icons";

// Loads when it first opens: its form and validation are not needed on every page.
const ChangePasswordDialog = lazyComponent(() => import("@/components/shell/change-password-dialog").then((module) => module.ChangePasswordDialog));

const ITEM_CLASS =
  "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900";

/** The user dropdown: change password (a modal) and logout. */
export function UserMenu() {
  const { user, logout } = useSession();
  const [changingPassword, setChangingPassword] = useState(false);

  return (
    <>
      {/* Not modal: a modal menu would fight the change-password dialog it opens over focus. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-left hover:bg-slate-100">
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
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
          >
            <DropdownMenu.Label className="px-3 py-2">
              <span className="block truncate text-sm font-semibold text-slate-900">{user.name}</span>
              <span className="block truncate text-xs text-slate-500">{user.email}</span>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item className={ITEM_CLASS} onSelect={() => setChangingPassword(true)}>
              <KeyIcon className="h-4 w-4" />
              Alterar Password
            </DropdownMenu.Item>
            <DropdownMenu.Item className={ITEM_CLASS} onSelect={() => void logout()}>
              <LogoutIcon className="h-4 w-4" />
              Sair
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {changingPassword && <ChangePasswordDialog open onOpenChange={setChangingPassword} />}
    </>
  );
}
