import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

// The server's memory settings (scripts/ace-node.sh) reach the Node that runs it, and every way
// of starting the server goes through that script (docs/performance.md, "Memory").

const run = promisify(execFile);
const REPORT = "console.log(JSON.stringify({ limitMb: require('node:v8').getHeapStatistics().heap_size_limit / 1048576, arenas: process.env.MALLOC_ARENA_MAX, argv: process.argv.slice(1) }))";

async function nodeAsTheServerRunsIt(env: NodeJS.ProcessEnv = process.env) {
  const { stdout } = await run("sh", ["scripts/ace-node.sh", "-e", REPORT, "--", "an-argument"], { env });
  return JSON.parse(stdout) as { limitMb: number; arenas: string; argv: string[] };
}

describe("scripts/ace-node.sh", () => {
  it("runs Node with a heap that fits a 1 GB server and two malloc arenas, passing its arguments on", async () => {
    const { MALLOC_ARENA_MAX: _unset, ...env } = process.env;
    const found = await nodeAsTheServerRunsIt(env);
    expect(found.limitMb).toBeGreaterThan(150); // the live heap after the bench's load is 75-95 MB
    expect(found.limitMb).toBeLessThan(260); // Node's default on this machine: over 2,000 MB
    expect(found.arenas).toBe("2");
    expect(found.argv).toEqual(["an-argument"]);
  });

  it("leaves a MALLOC_ARENA_MAX already set alone", async () => {
    expect((await nodeAsTheServerRunsIt({ ...process.env, MALLOC_ARENA_MAX: "4" })).arenas).toBe("4");
  });

  it("is how npm start, the demo and the container start the server", async () => {
    const { scripts } = JSON.parse(await readFile("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(scripts.start).toMatch(/&& sh scripts\/ace-node\.sh \.next\/ace-server\.mjs$/);
    expect(scripts.demo).toBe("sh scripts/ace-node.sh scripts/demo.mjs");
    expect(await readFile("scripts/docker-start.sh", "utf8")).toMatch(/\nHOST=0\.0\.0\.0 exec sh scripts\/ace-node\.sh \.next\/ace-server\.mjs\n$/);
    expect(await readFile("scripts/lib/next-server.ts", "utf8")).toContain('const SERVER_NODE = "scripts/ace-node.sh";');
  });
});
