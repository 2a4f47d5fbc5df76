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

/**
 * A toast takes no tap: one lands on what it covers. Toasts have nothing to press, and one that
 * slides in over the button a trainer is pressing (a card's 'Editar valor', just saved) would
 * otherwise take the tap, and keep itself open while the pointer rests on it (sonner pauses
 * a toast under the pointer). The price: no swipe to dismiss a toast, and no pause to read it
 * (its message is also read out by the live region).
 */
export const TOAST_LETS_TAPS_THROUGH = "pointer-events-none";

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

type ToastKind = keyof typeof TOAST_CLASS_NAMES;

function show(kind: ToastKind, message: string) {
  void loadToaster().then(
    ({ toast }) => toast[kind](message, { duration: TOAST_DURATION_MS }),
    () => showPlainly(kind, message),
  );
}

/**
 * Sonner could not be loaded (the network went before the first tap, and the browser keeps that
 * failure until the page is loaded again): the message shows all the same, in the same colours and
 * place, in a live region of the same name.
 */
function showPlainly(kind: ToastKind, message: string) {
  const region = document.getElementById("plain-toasts") ?? document.body.appendChild(document.createElement("section"));
  if (!region.id) {
    region.id = "plain-toasts";
    region.setAttribute("aria-label", "Notificações");
    region.setAttribute("aria-live", "polite");
    region.className = `fixed right-4 bottom-4 left-4 z-[60] grid gap-2 sm:left-auto sm:w-88 ${TOAST_LETS_TAPS_THROUGH}`;
  }
  const note = document.createElement("p");
  note.className = `rounded-lg border border-(--normal-border) bg-(--normal-bg) px-4 py-3 text-sm font-medium text-(--normal-text) shadow-lg ${TOAST_CLASS_NAMES[kind]}`;
  note.textContent = message;
  // Added after the region exists, so that screen readers announce it; the same words tapped
  // again replace the last ones rather than pile up.
  setTimeout(() => {
    for (const shown of [...region.children]) if (shown.textContent === message) shown.remove();
    region.append(note);
  });
  setTimeout(() => note.remove(), TOAST_DURATION_MS);
}

export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  info: (message: string) => show("info", message),
};
