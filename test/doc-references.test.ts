import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A comment's reference must resolve inside the repository: the club's rules are in docs/rules.md
// and the code's design in docs/architecture.md, so no comment cites a document the reader does
// not have ("decisions §11", "spec section 7", "issue 11", "the spec's message"), and every
// `docs/<file>.md` it names, with the heading it quotes ('docs/rules.md, "Booking"') or the anchor
// it links, exists.

const ROOT = path.resolve(import.meta.dirname, "..");
const SCANNED = ["src", "scripts", "prisma", "test", "e2e", "docs"];
const EXTENSIONS = /\.(ts|tsx|mjs|md|prisma)$/;
// Generated code, and applied migrations: a migration file is checksummed once applied, so its
// text (comments included) can never change (scripts/lib/migrations.ts).
const SKIPPED = new Set(["src/generated", "prisma/migrations", "node_modules"]);
const THIS_FILE = "test/doc-references.test.ts";

/**
 * References to documents that live outside the repository. `inComments` ones are looked for only
 * in the comments of code: the docs may say "the spec" where they tell how ACE departs from it
 * (docs/architecture.md, "Additions to the spec and choices it left open"), and a comment may
 * cite that heading.
 */
const OUTSIDE_REFERENCES: { name: string; pattern: RegExp; inComments?: true }[] = [
  { name: "a section of the decisions", pattern: /\bdecisions'?\s*(§|sections?\b)/gi },
  { name: "the decisions document", pattern: /\b(the|in the|of the) decisions\b('|\s*\()?/gi },
  { name: "a section of the spec", pattern: /\bspec(ification)?('s)?\s*(§|sections?\s+\d)/gi },
  { name: "a numbered section", pattern: /§\s*\d|\(sections?\s+\d/gi },
  { name: "an issue", pattern: /\bissues?\s*#?\d+/gi },
  { name: "the product documents", pattern: /product-(spec|decisions)/gi },
  { name: "the spec", pattern: /\bthe (product )?spec\b/gi, inComments: true },
];

function sourceFiles(): string[] {
  const found: string[] = ["README.md", "server.ts"];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (SKIPPED.has(child) || entry.name === "node_modules") continue;
      if (entry.isDirectory()) walk(child);
      else if (EXTENSIONS.test(entry.name) && child !== THIS_FILE) found.push(child);
    }
  };
  for (const folder of SCANNED) if (existsSync(path.join(ROOT, folder))) walk(folder);
  return found;
}

const files = sourceFiles().map((file) => ({ file, text: readFileSync(path.join(ROOT, file), "utf8") }));

// A string or a comment of TypeScript, JavaScript or Prisma, from left to right: a comment
// marker inside a string ('https://...', "src/**/*.ts") starts no comment.
const STRING_OR_COMMENT = /("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)|(\/\/[^\n]*|\/\*[\s\S]*?\*\/)/g;

const blank = (part: string) => part.replace(/[^\n]/g, " ");

/** A code file's text with all but its comments blanked (same length, so the lines hold), and the
 *  documents its comments cite blanked too (a heading may name what it is about). */
function commentsOf(text: string): string {
  let kept = "";
  let at = 0;
  for (const match of text.matchAll(STRING_OR_COMMENT)) {
    const comment = match[2];
    if (!comment) continue;
    kept += blank(text.slice(at, match.index)) + comment.replace(DOC_REFERENCE, blank);
    at = match.index + comment.length;
  }
  return kept + blank(text.slice(at));
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** A document's headings, and the bold labels its lists start items with ('- **Mail**: ...'). */
function titlesOf(document: string): { headings: string[]; labels: string[] } {
  const headings = [...document.matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].map((match) => match[1].replace(/`/g, ""));
  const labels = [...document.matchAll(/^\s*[-*]\s+\*\*(.+?)\*\*/gm)].map((match) => match[1]);
  return { headings, labels };
}

function hasTitle(document: string, cited: string): boolean {
  const { headings, labels } = titlesOf(document);
  return headings.some((heading) => heading === cited || heading.startsWith(`${cited} (`)) || labels.includes(cited);
}

function hasAnchor(document: string, anchor: string): boolean {
  return titlesOf(document).headings.some((heading) => slug(heading) === anchor);
}

/** The document a reference names: 'docs/x.md' from the root, 'x.md' beside the citing file or at the root. */
function resolveDocument(citedIn: string, name: string): string | null {
  const candidates = name.includes("/") ? [name] : [path.join(path.dirname(citedIn), name), name];
  return candidates.find((candidate) => existsSync(path.join(ROOT, candidate))) ?? null;
}

// 'docs/rules.md', 'rules.md', '[rules.md](rules.md)', optionally '#anchor', optionally followed
// by ', "Heading"' (which may continue on the comment's next line).
const DOC_REFERENCE =
  /(?<![\w/.-])((?:docs\/)?[\w-]+\.md)(?:#([\w-]+))?`?(?:\]\(((?:docs\/)?[\w-]+\.md)(?:#([\w-]+))?\))?(?:,\s*(?:(?:\/\/\/?|\*|--)\s*)?"([^"\n]+)")?/g;

describe("references in comments and docs", () => {
  it("cite no document outside the repository", () => {
    const found: string[] = [];
    for (const { file, text } of files) {
      const comments = file.endsWith(".md") ? null : commentsOf(text);
      for (const { name, pattern, inComments } of OUTSIDE_REFERENCES) {
        const scanned = inComments ? comments : text;
        if (scanned === null) continue;
        for (const match of scanned.matchAll(pattern)) found.push(`${file}:${lineOf(text, match.index)}: ${name}: "${match[0]}"`);
      }
    }
    expect(found, "point these to docs/rules.md or docs/architecture.md instead").toEqual([]);
  });

  it("name docs that exist, with the headings and anchors they cite", () => {
    const broken: string[] = [];
    for (const { file, text } of files) {
      for (const match of text.matchAll(DOC_REFERENCE)) {
        const [whole, shown, shownAnchor, linked, linkedAnchor, heading] = match;
        const name = linked ?? shown;
        const anchor = linkedAnchor ?? shownAnchor;
        // A bare 'x.md' in code is a file name, not a citation (e.g. a CHANGELOG.md written by a tool).
        if (!name.startsWith("docs/") && !file.endsWith(".md") && !heading && !anchor) continue;
        const where = `${file}:${lineOf(text, match.index)}: "${whole.replace(/\s+/g, " ")}"`;
        const document = resolveDocument(file, name);
        if (!document) {
          broken.push(`${where}: no such file`);
          continue;
        }
        const content = readFileSync(path.join(ROOT, document), "utf8");
        if (heading && !hasTitle(content, heading)) broken.push(`${where}: no heading "${heading}" in ${document}`);
        if (anchor && !hasAnchor(content, anchor)) broken.push(`${where}: no anchor #${anchor} in ${document}`);
      }
      if (!file.endsWith(".md")) continue;
      for (const match of text.matchAll(/\]\(#([\w-]+)\)/g)) {
        if (!hasAnchor(text, match[1])) broken.push(`${file}:${lineOf(text, match.index)}: no anchor #${match[1]} in the same file`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("find the docs they check", () => {
    expect(files.some(({ file }) => file === "docs/rules.md")).toBe(true);
    expect(files.length).toBeGreaterThan(100);
  });
});
