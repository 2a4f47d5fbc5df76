import changelog from "../../public/changelog.json";

// The static changelog the app serves (public/changelog.json, newest first).
export type ChangelogEntry = { version: string; date: string; description: string };

export const CHANGELOG: readonly ChangelogEntry[] = changelog;

export const LATEST = CHANGELOG[0]!;

/** The version before the latest: what a member back after an update last saw. */
export const PREVIOUS = CHANGELOG[1]!;
