"use client";

import { useEffect, useState } from "react";
import { now } from "@/lib/club-time";

/**
 * The current instant, refreshed every `intervalMs`, so 'Agora' and 'Seguinte' move on by
 * themselves. `renderedAt` (ISO), the instant the server rendered the page at, is the first
 * render's clock, so the browser's first render matches the server's.
 */
export function useClubNow(renderedAt?: string, intervalMs = 30_000): Date {
  const [instant, setInstant] = useState(() => (renderedAt ? new Date(renderedAt) : now()));
  useEffect(() => {
    const timer = setInterval(() => setInstant(now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return instant;
}
