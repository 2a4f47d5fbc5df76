import { useLayoutEffect, useRef } from "react";

/**
 * Does `tap` once, as the code that holds it arrives: the marking's code loads at the first tap
 * on the record it replaces (calendar/lesson-record.tsx), and that tap is done before the block is
 * drawn idle. Null: nothing to do (the code came another way, or the tap only opens something).
 */
export function useTapOnArrival(tap: (() => void) | null): void {
  const tapped = useRef(false);
  useLayoutEffect(() => {
    if (!tap || tapped.current) return;
    tapped.current = true;
    tap();
  });
}
