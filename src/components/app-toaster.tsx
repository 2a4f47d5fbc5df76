"use client";

import { useEffect, useSyncExternalStore } from "react";
import { lazyComponent } from "@/components/lazy-component";
import { loadToaster, onToasterRequested, TOAST_CLASS_NAMES, TOAST_DURATION_MS, TOAST_LETS_TAPS_THROUGH, toasterRequested } from "@/components/toast";

// The same import as the toasts' own (components/toast), so that sonner is one chunk. Rendered
// only once requested, which the server never is.
const Toaster = lazyComponent(() => loadToaster().then((sonner) => sonner.Toaster));

const FIRST_INTERACTION = ["pointerdown", "keydown"] as const;

/** The single toast outlet, mounted once in the root layout (see components/toast for when). */
export function AppToaster() {
  const requested = useSyncExternalStore(onToasterRequested, toasterRequested, () => false);

  useEffect(() => {
    if (requested) return;
    // With no network it cannot load: the toasts then show plainly (components/toast).
    const load = () => void loadToaster().catch(() => {});
    for (const event of FIRST_INTERACTION) window.addEventListener(event, load, { once: true, capture: true });
    return () => {
      for (const event of FIRST_INTERACTION) window.removeEventListener(event, load, { capture: true });
    };
  }, [requested]);

  if (!requested) return null;
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      containerAriaLabel="Notificações"
      toastOptions={{ className: TOAST_LETS_TAPS_THROUGH, classNames: TOAST_CLASS_NAMES }}
    />
  );
}
