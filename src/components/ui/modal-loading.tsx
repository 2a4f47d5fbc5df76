import { Spinner } from "@/components/ui/button";

// What a screen shows while a dialog's code comes, or when it cannot: apart from ui/modal.tsx, so
// that a screen whose dialogs all load when they open (the calendar) carries this and not the
// modal itself.

/**
 * A dialog whose code the network could not bring (docs/rules.md, "On the phone"). The browser
 * keeps that failure until the page is loaded again, hence the advice.
 */
export const NOT_OPENED = "Sem ligação à internet: não foi possível abrir. Quando tiver rede, recarregue a página.";

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
