import { Button } from "@/components/ui/button";

// A dialog's two buttons: the way back and the action, side by side from the `sm` breakpoint up,
// and on a phone the action on top (the thumb's first reach) with the way back under it. While
// the action's call is under way both wait: the action shows its spinner and busy label, the way
// back is disabled (closing would not stop the call).

type DialogActionsProps = {
  busy: boolean;
  /** The way back: 'Cancelar', or 'Voltar' where the action is itself a cancellation. */
  backLabel?: "Cancelar" | "Voltar";
  onBack: () => void;
  label: string;
  /** The label while `busy` ('A marcar...'). */
  busyLabel: string;
  variant?: "primary" | "danger";
  /** Without it, the action submits the dialog's form. */
  onAction?: () => void;
  /** The action cannot be taken yet (nothing to choose from). */
  disabled?: boolean;
};

export function DialogActions({ busy, backLabel = "Cancelar", onBack, label, busyLabel, variant = "primary", onAction, disabled }: DialogActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="secondary" disabled={busy} onClick={onBack}>
        {backLabel}
      </Button>
      <Button type={onAction ? "button" : "submit"} variant={variant} busy={busy} busyLabel={busyLabel} disabled={disabled} onClick={onAction}>
        {label}
      </Button>
    </div>
  );
}
