// The app's toasts: one place for their duration and colours (spec: 3.5 s; success green,
// error red, info purple). Screens call toast.success / toast.error / toast.info.
//
// Sonner (about 10 kB) is not part of any page's first load: it loads at the visitor's first
// pointer or key press (so its live region is in place before the toast a click causes) or with
// the first toast, whichever comes first; toasts shown meanwhile wait for it.

export const TOAST_DURATION_MS = 3500;

// Sonner's styled toast reads --normal-bg/-border/-text; setting them on the toast itself wins
// over the toaster's inherited values (sonner's own "rich colours" make info blue).
export const TOAST_CLASS_NAMES = {
  success: "[--normal-bg:#f0fdf4] [--normal-border:#86efac] [--normal-text:#166534]",
  error: "[--normal-bg:#fef2f2] [--normal-border:#fca5a5] [--normal-text:#991b1b]",
  info: "[--normal-bg:#faf5ff] [--normal-border:#d8b4fe] [--normal-text:#6b21a8]",
} as const;

let sonner: Promise<typeof import("sonner")> | undefined;
const toasterListeners = new Set<() => void>();

/** Loads sonner and asks the app's toaster (components/app-toaster) to mount; once. */
export function loadToaster(): Promise<typeof import("sonner")> {
  if (!sonner) {
    sonner = import("sonner");
    for (const listener of toasterListeners) listener();
  }
  return sonner;
}

export const toasterRequested = () => sonner !== undefined;

export function onToasterRequested(listener: () => void): () => void {
  toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
}

function show(kind: "success" | "error" | "info", message: string) {
  void loadToaster().then(({ toast }) => toast[kind](message, { duration: TOAST_DURATION_MS }));
}

export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  info: (message: string) => show("info", message),
};
