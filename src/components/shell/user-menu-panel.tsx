"use client";

import { useRouter } from "next/navigation";
import type { SessionUser } from "@/server/auth/current-user";
import { useSession } from "@/components/session/session-provider";
import { signOut } from "@/components/shell/sign-out";
import * as DropdownMenu from "@/components/ui/dropdown-menu-content";
import { KeyIcon } from "@/components/ui/icons/key-icon";
import { LogoutIcon } from "@/components/ui/icons/logout-icon";

const ITEM_CLASS =
  "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900";

type UserMenuPanelProps = { user: SessionUser; onChangePassword: () => void };

/** The opened user menu (shell/user-menu): who is signed in, change password, logout. */
export function UserMenuPanel({ user, onChangePassword }: UserMenuPanelProps) {
  const router = useRouter();
  const { signedOut } = useSession();
  return (
    <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
      <DropdownMenu.Label className="px-3 py-2">
        <span className="block truncate text-sm font-semibold text-slate-900">{user.name}</span>
        <span className="block truncate text-xs text-slate-500">{user.email}</span>
      </DropdownMenu.Label>
      <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
      <DropdownMenu.Item className={ITEM_CLASS} onSelect={onChangePassword}>
        <KeyIcon className="h-4 w-4" />
        Alterar password
      </DropdownMenu.Item>
      <DropdownMenu.Item className={ITEM_CLASS} onSelect={() => void signOut(router, signedOut)}>
        <LogoutIcon className="h-4 w-4" />
        Sair
      </DropdownMenu.Item>
    </DropdownMenu.Content>
  );
}
