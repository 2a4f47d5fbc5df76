"use client";

import { Toaster } from "sonner";
import { TOAST_CLASS_NAMES, TOAST_DURATION_MS } from "@/components/toast";

/** The single toast outlet, mounted once in the root layout. */
export function AppToaster() {
  return (
    <Toaster
      position="bottom-right"
      duration={TOAST_DURATION_MS}
      containerAriaLabel="Notificações"
      toastOptions={{ classNames: TOAST_CLASS_NAMES }}
    />
  );
}
