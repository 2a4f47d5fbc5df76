import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The layering of docs/architecture.md ("Layers"), read from the imports themselves: no loop
// between the folders of src/server (a loop means neither side can change alone), and src/lib,
// which the browser loads too, never reaches up into src/server.

const SRC = path.resolve(__dirname, "..");
const SERVER = path.join(SRC, "server");
const LIB = path.join(SRC, "lib");

const IMPORT = /\bfrom\s+["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s+["']([^"']+)["']/gm;

function sourceFiles(dir: string, withTests: boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx|mts|mjs)$/.test(file) && (withTests || !/\.test\.tsx?$/.test(file)))
    .map((file) => path.join(dir, file));
}

/** The files an import names, as paths (or null: a package). */
function importedPaths(file: string): string[] {
  const found: string[] = [];
  for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? match[3];
    if (spec.startsWith("@/")) found.push(path.join(SRC, spec.slice(2)));
    else if (spec.startsWith(".")) found.push(path.resolve(path.dirname(file), spec));
  }
  return found;
}

/** A file's folder under src/server ("." for the files at its root), or null outside it. */
function serverFolder(file: string): string | null {
  const relative = path.relative(SERVER, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? parts[0] : ".";
}

/** Which folder imports which, and through which files. */
function folderGraph() {
  const edges = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(SERVER, false)) {
    const from = serverFolder(file)!;
    for (const target of importedPaths(file)) {
      const to = serverFolder(target);
      if (to === null || to === from) continue;
      const targets = edges.get(from) ?? new Map<string, string[]>();
      targets.set(to, [...(targets.get(to) ?? []), path.relative(SERVER, file)]);
      edges.set(from, targets);
    }
  }
  return edges;
}

/** The graph's strongly connected components of more than one folder (Tarjan), each sorted. */
function loops(edges: Map<string, Map<string, string[]>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a.join().localeCompare(b.join()));
}

describe("imports", () => {
  it("make no loop between the folders of src/server (test files aside)", () => {
    const edges = folderGraph();
    const described = loops(edges).map((component) =>
      component.flatMap((from) =>
        [...(edges.get(from) ?? [])]
          .filter(([to]) => component.includes(to))
          .map(([to, files]) => `${from} -> ${to} (${[...new Set(files)].join(", ")})`),
      ),
    );
    expect(loops(edges), described.flat().join("\n")).toEqual([]);
  });

  it("never reach from src/lib into src/server", () => {
    const upward = sourceFiles(LIB, true).flatMap((file) =>
      importedPaths(file)
        .filter((target) => serverFolder(target) !== null)
        .map((target) => `${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`),
    );
    expect(upward).toEqual([]);
  });

  it("see the loops and upward imports it is meant to catch", () => {
    const edges = new Map([
      ["a", new Map([["b", ["a/x.ts"]]])],
      ["b", new Map([["c", ["b/y.ts"]]])],
      ["c", new Map([["a", ["c/z.ts"]]])],
      ["d", new Map([["a", ["d/w.ts"]]])],
    ]);
    expect(loops(edges)).toEqual([["a", "b", "c"]]);
    expect(serverFolder(path.join(SRC, "server/bookings/book-slot"))).toBe("bookings");
    expect(serverFolder(path.join(SRC, "server/db"))).toBe(".");
    expect(serverFolder(path.join(SRC, "lib/club-time"))).toBeNull();
  });
});
