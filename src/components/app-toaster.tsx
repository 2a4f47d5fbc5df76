"use client";

import { Toaster } from "sonner";
import { TOAST_CLASS_NAMES, TOAST_DURATION_MS } from "@/components/toast";

/** The single toast outlet, mounted once in the root layout. */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      closeButton
      containerAriaLabel="Notificações"
      toastOptions={{ classNames: TOAST_CLASS_NAMES, closeButtonAriaLabel: "Fechar notificação" }}
    />
  );
}
