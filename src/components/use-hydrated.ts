import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and until React has taken over the page in the browser, then true.
 * A button that only opens something React draws is disabled until then: a tap on a phone
 * before the page's code has run would otherwise be lost without a word.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
