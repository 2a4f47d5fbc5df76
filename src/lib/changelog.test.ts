import { describe, expect, it } from "vitest";
import { changelog } from "@/lib/changelog";

// The changelog is read by members and the trainer: what they can now do, in their words.

const semver = (version: string) => version.split(".").map(Number);
const newer = (a: string, b: string) => {
  const [x, y] = [semver(a), semver(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i]! > y[i]!;
  return false;
};

/** Words of the people who build ACE, not of the people who use it. */
const DEVELOPER_WORDS = [/\d\s*px\b/i, /\bseparador(es)?\b/i, /\bAPI\b/, /\bendpoint/i, /\bservidor\b/i, /\bCSV\b/, /\bbug\b/i, /\bcache\b/i, /\bJSON\b/];

describe("public/changelog.json", () => {
  it("lists versions newest first, each with a real date not after the one above it", () => {
    expect(changelog.length).toBeGreaterThan(1);
    for (const entry of changelog) {
      expect(entry.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${entry.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(entry.date);
    }
    changelog.slice(1).forEach((older, index) => {
      const above = changelog[index]!;
      expect(newer(above.version, older.version), `${above.version} above ${older.version}`).toBe(true);
      expect(above.date >= older.date, `${above.version} dated ${above.date}, before ${older.date}`).toBe(true);
    });
  });

  it("says what members and the trainer can now do, with no developer's words", () => {
    for (const { version, description } of changelog) {
      expect(description.trim().length, version).toBeGreaterThan(40);
      for (const word of DEVELOPER_WORDS) expect(description, `${version}: ${word}`).not.toMatch(word);
      expect(description, version).not.toContain("(s)");
    }
  });
});
