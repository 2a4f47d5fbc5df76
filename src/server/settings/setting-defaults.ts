// The club settings and the values a new club starts with: the nine original keys,
// which PUT /api/settings requires, and the keys added since (docs/rules.md, "Settings"), which it may leave
// out: a client that sends only the nine changes none of the added ones.

export const SPEC_SETTING_DEFAULTS = {
  app_name: "ACE - Agility Club",
  email_signature: "Com os melhores cumprimentos,\nA equipa ACE",
  contact_email: "",
  contact_phone: "",
  booking_duration_minutes: "45",
  min_booking_hours_ahead: "24",
  weather_location: "Seixal, PT",
  weather_api_key: "",
  bookings_blocked: "0",
} as const;

export const ADDED_SETTING_DEFAULTS = {
  /** Electronic format ('PT50000201231234567890154'); empty when the club shows none. */
  payment_iban: "",
  /** A Portuguese mobile number ('912345678'); empty when the club shows none. */
  payment_mbway: "",
  /** Hours the first in a waiting list holds an offered lesson; 0 turns the waiting list off. */
  waitlist_hold_hours: "12",
  /** Hours before a lesson its reminder mail goes out; 0 turns reminders off. */
  reminder_hours_before: "24",
  /** A member cannot cancel a lesson that starts sooner than this many hours; 0 = no limit. */
  cancel_min_hours_before: "0",
  /** Where members' answers to ACE's mail go (every mail's Reply-To); empty: the trainer's email. */
  club_reply_to: "",
  /** Euros per booked lesson of a student, a plain decimal ('12.50'); empty: no price, the bill is typed. */
  lesson_price_student: "",
  /** Euros per booked lesson of an external member, as above. */
  lesson_price_external: "",
  /** The payment provider's (Eupago's) API key; empty: EUPAGO_API_KEY, else no payments in the app. Never shown back. */
  eupago_api_key: "",
} as const;

export const SETTING_DEFAULTS = { ...SPEC_SETTING_DEFAULTS, ...ADDED_SETTING_DEFAULTS } as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
/** Keys the trainer may set but never read back whole (masked '••••1234'); members never see them. */
export const SECRET_SETTING_KEYS = ["weather_api_key", "eupago_api_key"] as const satisfies readonly SettingKey[];
export const SETTING_KEYS = Object.keys(SETTING_DEFAULTS) as SettingKey[];
