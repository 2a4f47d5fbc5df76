"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * Renders `placeholder` until any of it is on the screen (scrolled to, or on the first screenful
 * already), then `children` for good. A section below the first screenful thus loads its code when
 * the person scrolls to it, not with the page's first visit. The placeholder should hold the
 * section's heading. `minHeight` (a class) holds the place before and after, so that a section
 * arriving, or its list loading, does not pull the next one onto the screen.
 */
export function WhenNear({ placeholder, minHeight, children }: { placeholder: ReactNode; minHeight: string; children: ReactNode }) {
  const [near, setNear] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={anchor} className={minHeight}>
      {near ? children : placeholder}
    </div>
  );
}
