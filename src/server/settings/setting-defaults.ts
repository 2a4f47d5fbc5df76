// The club settings (spec section 3) and the values a new club starts with.
export const SETTING_DEFAULTS = {
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

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export const SETTING_KEYS = Object.keys(SETTING_DEFAULTS) as SettingKey[];
