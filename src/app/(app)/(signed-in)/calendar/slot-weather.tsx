import type { Slot } from "@/lib/availability-api";

/**
 * WEATHER ISSUE: the slot's weather icon and temperature go here (spec: the hourly forecast
 * entry closest to the slot's start on that date; weather errors in the calendar are only
 * logged). The slot card already gives it its place; until the forecast exists it shows nothing.
 */
export function SlotWeather({ slot }: { slot: Pick<Slot, "date" | "starts_at"> }) {
  void slot;
  return null;
}
