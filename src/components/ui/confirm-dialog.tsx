"use client";

import { lazyComponent } from "@/components/lazy-component";
import { toast } from "@/components/toast";
import { ModalLoading, NOT_OPENED } from "@/components/ui/modal-loading";
import type { ConfirmDialogProps } from "@/components/ui/open-confirm-dialog";

// A closed confirmation renders nothing, so its content and Radix's dialog load when it first opens.
const OpenConfirmDialog = lazyComponent(() => import("@/components/ui/open-confirm-dialog").then((module) => module.OpenConfirmDialog), {
  fallback: <ModalLoading />,
  onUnavailable: (props) => {
    toast.error(NOT_OPENED);
    props.onOpenChange(false);
  },
});

/** Asks before an action that cannot be undone (in place of window.confirm). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return props.open ? <OpenConfirmDialog {...props} /> : null;
}
