import { toast as sonnerToast } from "sonner";

// The app's toasts: one place for their duration and colours (spec: 3.5 s; success green,
// error red, info purple). Screens call toast.success / toast.error / toast.info.

export const TOAST_DURATION_MS = 3500;

// Sonner's styled toast reads --normal-bg/-border/-text; setting them on the toast itself wins
// over the toaster's inherited values (sonner's own "rich colours" make info blue).
export const TOAST_CLASS_NAMES = {
  success: "[--normal-bg:#f0fdf4] [--normal-border:#86efac] [--normal-text:#166534]",
  error: "[--normal-bg:#fef2f2] [--normal-border:#fca5a5] [--normal-text:#991b1b]",
  info: "[--normal-bg:#faf5ff] [--normal-border:#d8b4fe] [--normal-text:#6b21a8]",
} as const;

export const toast = {
  success: (message: string) => sonnerToast.success(message, { duration: TOAST_DURATION_MS }),
  error: (message: string) => sonnerToast.error(message, { duration: TOAST_DURATION_MS }),
  info: (message: string) => sonnerToast.info(message, { duration: TOAST_DURATION_MS }),
};
