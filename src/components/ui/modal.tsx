"use client";

import { lazyComponent } from "@/components/lazy-component";
import { toast } from "@/components/toast";
import { Spinner } from "@/components/ui/button";
import type { ModalProps } from "@/components/ui/modal-dialog";

/**
 * A dialog whose code the network could not bring (docs/rules.md, "On the phone"). The browser
 * keeps that failure until the page is loaded again, hence the advice.
 */
export const NOT_OPENED = "Sem ligação à internet: não foi possível abrir. Quando tiver rede, recarregue a página.";

// Radix's dialog (with its focus trap and scroll lock) is not needed until a modal opens, so it
// loads then rather than with every page; a closed modal renders nothing either way.
const ModalDialog = lazyComponent(() => import("@/components/ui/modal-dialog").then((module) => module.ModalDialog), {
  fallback: <ModalLoading />,
  onUnavailable: (props) => {
    toast.error(NOT_OPENED);
    props.onOpenChange(false);
  },
});

/** The app's modal dialog: overlay, focus trap, Escape and the close button come from Radix. */
export function Modal(props: ModalProps) {
  return props.open ? <ModalDialog {...props} /> : null;
}

/**
 * A modal whose code is still on its way (a slow network): the screen dims at the tap, as the
 * modal's own overlay will, and a spinner turns, so the tap is seen to have been taken.
 */
export function ModalLoading() {
  return (
    <div role="status" className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 text-white">
      <Spinner className="size-8" />
      <span className="sr-only">A abrir...</span>
    </div>
  );
}
