"use client";

import { lazyComponent } from "@/components/lazy-component";
import { toast } from "@/components/toast";
import type { ModalProps } from "@/components/ui/modal-dialog";
import { ModalLoading, NOT_OPENED } from "@/components/ui/modal-loading";

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
