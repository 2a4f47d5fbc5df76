import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

// `next build` takes a minute; the demo's second start must take seconds. So the launcher
// builds only when what the build reads has changed since the last build it made.

/** The Next.js CLI, run with this Node (no shell, no npx). */
export const NEXT_BIN = createRequire(path.resolve("package.json")).resolve("next/dist/bin/next");

/** Folders and root files the build depends on (tests excluded: they never reach the build). */
const SOURCE_DIRS = ["src", "public", "prisma"];
const ROOT_FILE = /^(server\.ts|package(-lock)?\.json|tsconfig\.json|(next|postcss|tailwind)\.config\.(ts|mts|js|mjs|cjs))$/;
const SKIPPED = /(^|\/)(node_modules|\.next|\.data)(\/|$)|\.test\.tsx?$/;

/** A fingerprint of the build's inputs: every file's path and bytes. */
export async function sourceHash(root = process.cwd()): Promise<string> {
  const hash = createHash("sha256");
  const rootFiles = (await readdir(root, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && ROOT_FILE.test(entry.name))
    .map((entry) => entry.name);
  const files = [...rootFiles, ...(await Promise.all(SOURCE_DIRS.map((dir) => listFiles(root, dir)))).flat()].sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(root, file)));
  }
  return hash.digest("hex");
}

async function listFiles(root: string, dir: string): Promise<string[]> {
  if (!existsSync(path.join(root, dir))) return [];
  const entries = await readdir(path.join(root, dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((file) => !SKIPPED.test(file));
}

/** Runs `npm run build` (Next.js's build, then the server entry's) unless the last build is of the same sources; answers whether it built. */
export async function buildIfChanged(options: { stateFile: string; env: NodeJS.ProcessEnv; log: (line: string) => void }) {
  const hash = await sourceHash();
  const previous = await readFile(options.stateFile, "utf8").catch(() => "");
  if (previous.trim() === hash && existsSync(path.resolve(".next/BUILD_ID")) && existsSync(path.resolve(".next/ace-server.mjs"))) {
    options.log("Build is up to date (no source changed since the last one).");
    return false;
  }
  options.log("Building the app (next build)... this takes a minute the first time.");
  await runNode([NEXT_BIN, "build"], options.env, "next build");
  await runNode([path.resolve("scripts/build-server.mjs")], options.env, "The server entry's build");
  // Hashed again: next build may itself touch an input (it can rewrite tsconfig.json).
  await writeFile(options.stateFile, await sourceHash());
  return true;
}

function runNode(args: string[], env: NodeJS.ProcessEnv, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: "inherit", env });
    child.once("error", reject);
    child.once("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`${what} failed (exit code ${code ?? signal}).`))));
  });
}
