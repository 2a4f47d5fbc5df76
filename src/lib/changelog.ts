import changelogFile from "../../public/changelog.json";

// The changelog shown in the footer and the 'Novidades & Changelog' modal. The list itself is
// the static file public/changelog.json (newest first), also served at /changelog.json.

export type ChangelogEntry = {
  version: string;
  /** 'yyyy-MM-dd' */
  date: string;
  description: string;
};

export const changelog: readonly ChangelogEntry[] = changelogFile;
