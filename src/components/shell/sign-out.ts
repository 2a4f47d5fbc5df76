import type { useRouter } from "next/navigation";
import { apiFetch, errorMessage } from "@/lib/api-client";
import { forgetEverythingKept } from "@/lib/offline-lessons";
import { SHOW_CHANGELOG_KEY } from "@/components/changelog/show-changelog-flag";
import { toast } from "@/components/toast";

// Signing out, which only the opened user menu offers (shell/user-menu-panel): it comes with the
// menu's own code, not with every screen's first load.

/** Ends the session on the server and on this device, then shows the login screen. */
export async function signOut(router: ReturnType<typeof useRouter>, onSignedOut: () => void): Promise<void> {
  try {
    // While the session still stands: this device stops getting the member's notices (loaded
    // here, at sign-out, not with the menu).
    await import("@/lib/push-device").then((push) => push.forgetThisDeviceAtSignOut()).catch(() => {});
    await apiFetch("/auth/logout", { method: "POST" });
  } catch (error) {
    toast.error(errorMessage(error, "Erro ao comunicar com o servidor"));
    return;
  }
  onSignedOut();
  sessionStorage.removeItem(SHOW_CHANGELOG_KEY);
  // Nothing of this member stays on the device for whoever signs in next (docs/rules.md, "On the phone").
  await forgetEverythingKept();
  router.replace("/login");
  router.refresh();
}
