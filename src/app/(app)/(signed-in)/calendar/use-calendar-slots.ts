"use client";

import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { loadSlotsOfDate, loadSlotsOfWeek, type Slot } from "@/lib/availability-api";
import type { CalendarView } from "@/lib/calendar-navigation";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { toast } from "@/components/toast";

export type CalendarDay = { date: string; slots: Slot[] };

/**
 * The slots of the view on show: one call for a day, one for a week. An answer for a view that
 * is no longer on show (the member moved on meanwhile) is dropped.
 */
export function useCalendarSlots(view: CalendarView, date: string) {
  const key = `${view}:${date}`;
  const [loaded, setLoaded] = useState<{ key: string; days: CalendarDay[] } | null>(null);
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const request =
      view === "week"
        ? loadSlotsOfWeek(date).then((week) => week.days)
        : loadSlotsOfDate(date).then((slots) => [{ date, slots }]);
    return loadWhileCurrent(
      request,
      (days) => {
        setLoaded({ key, days });
        setFailure(null);
      },
      (error) => {
        const message = errorMessage(error, view === "week" ? "Erro ao carregar calendário semanal" : "Erro ao carregar calendário");
        setFailure({ key, message });
        toast.error(message);
      },
    );
  }, [key, view, date, version]);

  const reload = useCallback(() => setVersion((count) => count + 1), []);
  return {
    days: loaded?.key === key ? loaded.days : null,
    error: failure?.key === key ? failure.message : null,
    reload,
  };
}
