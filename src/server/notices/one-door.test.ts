import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every message to a person goes through notify() (docs/rules.md, "Notices"): a mail or a push
// written anywhere else would skip its choice of channels, its greeting and link, and its rule
// that what people wrote stays on one line. Held by the imports themselves.

const SRC = path.resolve(__dirname, "../..");
const WRITERS = ["@/server/mail/enqueue-email", "@/server/push/enqueue-push"];
const THE_DOOR = "server/notices/notify.ts";

function sourceFiles(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx|mts|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith("generated"))
    .map((file) => file.split(path.sep).join("/"));
}

describe("notices", () => {
  it("are written to the outboxes by notify() alone", () => {
    const writers = sourceFiles().filter((file) => {
      const text = readFileSync(path.join(SRC, file), "utf8");
      return WRITERS.some((writer) => text.includes(`"${writer}"`));
    });
    expect(writers).toEqual([THE_DOOR]);
  });
});
