import { readSettings } from "@/server/settings/club-settings";

// The rules the help page states, as the app applies them today: the trainer's lead time (the
// usual '24 horas' is only the default), the cancellation window when the club has one
// (setting cancel_min_hours_before, docs/rules.md, "Cancellation"; absent or 0: none), and how to reach the club.

export type HelpRules = {
  minHoursAhead: number;
  /** Null when members may cancel until the lesson starts. */
  cancelMinHoursBefore: number | null;
  contactEmail: string;
  contactPhone: string;
};

export async function readHelpRules(): Promise<HelpRules> {
  const settings: Record<string, string | undefined> = await readSettings();
  const cancelHours = Number(settings.cancel_min_hours_before ?? 0);
  return {
    minHoursAhead: Number(settings.min_booking_hours_ahead),
    cancelMinHoursBefore: Number.isInteger(cancelHours) && cancelHours > 0 ? cancelHours : null,
    contactEmail: settings.contact_email?.trim() ?? "",
    contactPhone: settings.contact_phone?.trim() ?? "",
  };
}
