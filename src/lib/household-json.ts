// A member's household as the API shows it (docs/rules.md, "Households").

/** A dependant: a young handler with no login, booked for by their guardian. */
export type DependantJson = { id: number; name: string; birth_date: string };

/**
 * Who handles a lesson, as those who may see names read it: the member, or their dependant
 * followed by the guardian ('Rita (resp. Ana Silva)'). The guardian reads their own as 'Rita'.
 */
export function handlerName(userName: string, dependant: { name: string } | null | undefined, { own = false }: { own?: boolean } = {}): string {
  if (!dependant) return userName;
  return own ? dependant.name : `${dependant.name} (resp. ${userName})`;
}
