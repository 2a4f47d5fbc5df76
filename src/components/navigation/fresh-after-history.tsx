"use client";

import { useRouter } from "next/navigation";
import { Fragment, startTransition, useEffect, useState, type ReactNode } from "react";

/**
 * Back and forward show the screen as the server drew it then, and then as it is now.
 *
 * On back and forward, Next's router shows the payload it kept of that screen, whatever changed
 * since: a member who books a lesson on the calendar and goes back would find home without it.
 * So once the router has restored the screen, it is asked for again (`router.refresh()`) and
 * drawn afresh from the new payload (a new key), because screens keep what came with the page in
 * their state. Both in one transition: the kept screen shows at once, as before, and the current
 * one replaces it when it arrives (docs/architecture.md, "Where things go").
 */
export function FreshAfterHistory({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [shown, setShown] = useState(0);

  useEffect(() => {
    function onPopState() {
      // Offline, the kept screen is the freshest there is: a refresh that cannot reach the server
      // becomes a full load of the address (Next's router), which would lose it.
      if (!navigator.onLine) return;
      // After every popstate listener, Next's own (which restores the kept screen) among them.
      setTimeout(() =>
        startTransition(() => {
          setShown((count) => count + 1);
          router.refresh();
        }),
      );
    }
    addEventListener("popstate", onPopState);
    return () => removeEventListener("popstate", onPopState);
  }, [router]);

  return <Fragment key={shown}>{children}</Fragment>;
}
