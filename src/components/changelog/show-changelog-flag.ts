// Login's `showChangelog` answer, kept for the home screen (which opens the changelog) in
// session storage: it survives the navigation to / and ends with the tab.

export const SHOW_CHANGELOG_KEY = "showChangelog";

export function rememberShowChangelog(show: boolean): void {
  if (show) sessionStorage.setItem(SHOW_CHANGELOG_KEY, "true");
  else sessionStorage.removeItem(SHOW_CHANGELOG_KEY);
}

/** Reads and clears the flag: the changelog opens once per login. */
export function takeShowChangelog(): boolean {
  const show = sessionStorage.getItem(SHOW_CHANGELOG_KEY) === "true";
  sessionStorage.removeItem(SHOW_CHANGELOG_KEY);
  return show;
}
