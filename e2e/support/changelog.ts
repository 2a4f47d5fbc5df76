import changelog from "../../public/changelog.json";

// The static changelog the app serves (public/changelog.json, newest first).
export type ChangelogEntry = { version: string; date: string; description: string };

export const CHANGELOG: readonly ChangelogEntry[] = changelog;

export const LATEST = CHANGELOG[0]!;
