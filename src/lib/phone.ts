// A member's phone (docs/rules.md, "Accounts"): read as people type it, kept in international
// form, shown as people read it. No zod here: the screens that only show a phone load this alone.

const PORTUGUESE = /^(?:\+351|00351)?([239]\d{8})$/;
/** E.164: '+', a country code not starting with 0, at most 15 digits in all. */
const INTERNATIONAL = /^\+([1-9]\d{7,14})$/;

/** The phone as stored ('+351912345678', '+447911123456'), or null when it is not a phone number. */
export function normalisePhone(typed: string): string | null {
  const compact = typed.replace(/[\s-]/g, "");
  const portuguese = PORTUGUESE.exec(compact);
  if (portuguese) return `+351${portuguese[1]}`;
  if (compact.startsWith("+351")) return null; // Portugal's numbers have 9 digits
  const international = INTERNATIONAL.exec(compact);
  return international ? `+${international[1]}` : null;
}

/** '912 345 678' for a Portuguese number, the international form as stored for any other. */
export function phoneForDisplay(stored: string): string {
  const portuguese = /^\+351(\d{3})(\d{3})(\d{3})$/.exec(stored);
  return portuguese ? `${portuguese[1]} ${portuguese[2]} ${portuguese[3]}` : stored;
}
