"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { ConnectionError, errorMessage } from "@/lib/api-client";
import { loadSlotsOfDate, loadSlotsOfWeek, type SlotDay } from "@/lib/availability-api";
import type { CalendarView } from "@/lib/calendar-navigation";
import { now } from "@/lib/club-time";
import { loadWhileCurrent } from "@/lib/load-while-current";
import { toast } from "@/components/toast";

/** A day's slots and the closure covering it (docs/rules.md, "Closures"). */
export type CalendarDay = SlotDay;
/** A view the page was rendered with, and its slots as the API answered them. */
export type FirstView = { view: CalendarView; date: string; days: CalendarDay[] };

const viewKey = (view: CalendarView, date: string) => `${view}:${date}`;

type Loaded = { key: string; days: CalendarDay[]; at: Date };

/**
 * The slots of the view on show: one call for a day, one for a week; the view the page came with
 * (`first`, read by the server at `renderedAt`) without a call. An answer for a view that is no
 * longer on show (the member moved on meanwhile) is dropped. A reload the network fails keeps the
 * view on show as it was, without a word: the screen's offline banner says why (`loadedAt`).
 */
export function useCalendarSlots(view: CalendarView, date: string, first: FirstView | null, renderedAt: string) {
  const key = viewKey(view, date);
  const [loaded, setLoaded] = useState<Loaded | null>(() => first && { key: viewKey(first.view, first.date), days: first.days, at: new Date(renderedAt) });
  const shown = useRef(loaded?.key ?? null);
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null);
  const [version, setVersion] = useState(0);
  // The page's own view is shown as it came; any later visit to it, or a reload, asks the API.
  const pageView = useRef(loaded?.key ?? null);

  useEffect(() => {
    if (version === 0 && key === pageView.current) {
      pageView.current = null;
      return;
    }
    const request =
      view === "week"
        ? loadSlotsOfWeek(date).then((week) => week.days)
        : loadSlotsOfDate(date).then((day) => [day]);
    return loadWhileCurrent(
      request,
      (days) => {
        shown.current = key;
        setLoaded({ key, days, at: now() });
        setFailure(null);
      },
      (error) => {
        if (error instanceof ConnectionError && shown.current === key) return;
        const message = errorMessage(error, view === "week" ? "Erro ao carregar calendário semanal" : "Erro ao carregar calendário");
        setFailure({ key, message });
        toast.error(message);
      },
    );
  }, [key, view, date, version]);

  const reload = useCallback(() => setVersion((count) => count + 1), []);
  return {
    days: loaded?.key === key ? loaded.days : null,
    /** When the days on show were read. */
    loadedAt: loaded?.key === key ? loaded.at : null,
    error: failure?.key === key ? failure.message : null,
    reload,
  };
}
