"use client";

import { useEffect, useState } from "react";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { loadSettings } from "@/lib/settings-api";

/**
 * Whether the trainer has blocked bookings (setting bookings_blocked = '1'), so the calendar can
 * say so up front. If the settings cannot be read the calendar behaves as usual: the server
 * still refuses the booking with the spec's message.
 */
export function useBookingsBlocked(applies: boolean): boolean {
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    if (!applies) return;
    return loadWhileCurrent(
      loadSettings(),
      (settings) => setBlocked(settings.bookings_blocked?.value === "1"),
      (error) => console.error("Erro ao carregar configurações", error),
    );
  }, [applies]);
  return applies && blocked;
}
