import type { ButtonHTMLAttributes } from "react";

// The app's buttons. `type` is required so no button submits a form by accident.

type Variant = "primary" | "secondary" | "ghost" | "danger";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400",
  ghost: "text-slate-700 hover:bg-slate-100 disabled:text-slate-400",
  danger: "bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/60",
};

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  type: "button" | "submit";
  variant?: Variant;
  /**
   * Its call is under way: disabled (a second tap sends nothing), `aria-busy`, a spinner, and
   * `busyLabel` in place of the label (docs/rules.md, "On the phone").
   */
  busy?: boolean;
  /** What it says while busy ('A guardar...'); without it, the label stays. */
  busyLabel?: string;
};

/**
 * A button's look, for a link that acts as one (a download, a way back). A tap target of 44 px
 * on a phone; 40 px from the `sm` breakpoint up, where a mouse points.
 */
export function buttonClass(variant: Variant = "primary", className = ""): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors sm:min-h-10 disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`;
}

export function Button({ variant = "primary", className = "", busy = false, busyLabel, disabled, children, ...props }: ButtonProps) {
  return (
    <button className={buttonClass(variant, className)} disabled={disabled || busy} aria-busy={busy || undefined} {...props}>
      {busy && <Spinner />}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}

/** A turning ring in the text's colour, for a button or a screen that waits. */
export function Spinner({ className = "size-4" }: { className?: string }) {
  return <span aria-hidden="true" className={`shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none ${className}`} />;
}
