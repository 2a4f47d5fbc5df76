"use client";

import { useEffect, useState } from "react";
import { now } from "@/lib/club-time";

/** The current instant, refreshed every `intervalMs`, so 'Agora' and 'Seguinte' move on by themselves. */
export function useClubNow(intervalMs = 30_000): Date {
  const [instant, setInstant] = useState(() => now());
  useEffect(() => {
    const timer = setInterval(() => setInstant(now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return instant;
}
