import { matchesSearch } from "@/components/ui/search-field";

// What the member combobox (member-combobox.tsx) shows and where its arrow keys go: plain
// functions, so they are tested without a browser.

/** A member as the combobox lists them. */
export type ComboboxMember = { id: number; name: string; email: string };

/** The members whose name or email holds what was typed, accent- and case-insensitive ('jo' finds 'João'); all when nothing was. */
export function filterMembers<Member extends ComboboxMember>(members: readonly Member[], query: string): Member[] {
  return members.filter((member) => matchesSearch(query, member.name, member.email));
}

/** The option the arrow keys (and Home, End) move to from `active` (-1: none yet), wrapping round; -1 on an empty list. */
export function moveActive(active: number, key: "ArrowDown" | "ArrowUp" | "Home" | "End", count: number): number {
  if (count === 0) return -1;
  switch (key) {
    case "Home":
      return 0;
    case "End":
      return count - 1;
    case "ArrowDown":
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case "ArrowUp":
      return active <= 0 ? count - 1 : active - 1;
  }
}
