"use client";

import { useRouter } from "next/navigation";
import { Fragment, useEffect, useState, useTransition, type ReactNode } from "react";

/** After a back or forward: the screen is being asked for again, or a touch came meanwhile. */
type Redraw = "none" | "after-refresh" | "touched";

/**
 * Back and forward show the screen as the server drew it then, and then as it is now.
 *
 * On back and forward, Next's router shows the payload it kept of that screen, whatever changed
 * since: a member who books a lesson on the calendar and goes back would find home without it.
 * So after the router has restored the screen, it is asked for again (`router.refresh()`). Once
 * the new payload is in, the screen is drawn afresh from it (a new key), because screens keep
 * what came with the page in their state (docs/architecture.md, "Where things go"). A tap or a
 * key pressed while the payload was on its way wins: the screen is then left as the person is
 * using it (a dialog they opened stays open), with the new payload's props.
 */
export function FreshAfterHistory({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const [redraw, setRedraw] = useState<Redraw>("none");
  const [shown, setShown] = useState(0);

  useEffect(() => {
    function onPopState() {
      // Offline, the kept screen is the freshest there is: a refresh that cannot reach the server
      // becomes a full load of the address (Next's router), which would lose it.
      if (!navigator.onLine) return;
      // After every popstate listener, Next's own (which restores the kept screen) among them.
      window.setTimeout(() => {
        setRedraw("after-refresh");
        startRefresh(() => router.refresh());
      }, 0);
    }
    function onTouched() {
      setRedraw((current) => (current === "after-refresh" ? "touched" : current));
    }
    window.addEventListener("popstate", onPopState);
    window.addEventListener("pointerdown", onTouched, true);
    window.addEventListener("keydown", onTouched, true);
    return () => {
      window.removeEventListener("popstate", onPopState);
      window.removeEventListener("pointerdown", onTouched, true);
      window.removeEventListener("keydown", onTouched, true);
    };
  }, [router]);

  // The refresh is in: draw the screen afresh, unless it was touched meanwhile.
  if (redraw !== "none" && !refreshing) {
    if (redraw === "after-refresh") setShown(shown + 1);
    setRedraw("none");
  }

  return <Fragment key={shown}>{children}</Fragment>;
}
