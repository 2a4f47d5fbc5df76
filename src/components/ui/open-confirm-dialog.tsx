"use client";

import { DialogActions } from "@/components/ui/dialog-actions";
import { FormAlert } from "@/components/ui/form-alert";
// Already loaded lazily as a whole (confirm-dialog), so Radix comes with it in one go.
import { ModalDialog } from "@/components/ui/modal-dialog";

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question, shown in full and read by screen readers as the dialog's description. */
  message: string;
  confirmLabel: string;
  /** Shown on the confirm button while `busy`. */
  busyLabel?: string;
  busy?: boolean;
  destructive?: boolean;
  /** Why the last attempt failed, shown above the buttons (toast and inline alert: docs/rules.md, "Screens"). */
  error?: string | null;
  onConfirm: () => void;
};

/** The open confirmation of ui/confirm-dialog. */
export function OpenConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  busyLabel,
  busy = false,
  destructive = false,
  error = null,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <ModalDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)} title={title} description={message} showDescription>
      <div className="space-y-4">
        <FormAlert message={error} />
        <DialogActions
          busy={busy}
          onBack={() => onOpenChange(false)}
          label={confirmLabel}
          busyLabel={busyLabel ?? confirmLabel}
          variant={destructive ? "danger" : "primary"}
          onAction={onConfirm}
        />
      </div>
    </ModalDialog>
  );
}
