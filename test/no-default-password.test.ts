import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// No default password anywhere (README, "Demo logins" and "Deployment"): the first trainer's is
// TRAINER_PASSWORD or a random one the seed prints once (prisma/seed.integration.test.ts), and
// docker-compose publishes the app and Mailpit on this machine's loopback only.

const ROOT = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const OLD_DEFAULT = "treinador123";

// Not the project's files (installed, built, generated, local data, a developer's own .env).
const SKIPPED = new Set([".git", "node_modules", ".next", ".data", "src/generated", "test-results", "playwright-report", ".env", ".env.local"]);

/** Every file people read, copy or run. Tests are left out: a test may pick any password it sets itself. */
function projectFiles(relative = ""): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (SKIPPED.has(child) || entry.name === "node_modules") continue;
    if (entry.isDirectory()) found.push(...projectFiles(child));
    else if (entry.isFile() && !/\.(test|spec)\.ts$/.test(entry.name)) found.push(child);
  }
  return found;
}

/** docker-compose.yml's published ports, as written ("127.0.0.1:8025:8025"). */
function publishedPorts(compose: string): string[] {
  const ports: string[] = [];
  let list: number | null = null; // the indentation of the `ports:` key being read
  for (const line of compose.split("\n")) {
    const indent = line.search(/\S/);
    if (indent < 0 || line.trimStart().startsWith("#")) continue;
    if (/^\s*ports:\s*$/.test(line)) list = indent;
    else if (list !== null && indent > list && line.trimStart().startsWith("-")) {
      ports.push(line.trim().replace(/^-\s*/, "").replace(/\s+#.*$/, "").replace(/^["']|["']$/g, ""));
    } else list = null;
  }
  return ports;
}

describe("no default password", () => {
  it("is written in any file of the project but tests", () => {
    const files = projectFiles();
    expect(files).toEqual(expect.arrayContaining(["README.md", "docker-compose.yml", ".env.example", "prisma/seed.ts"]));
    const holding = files.filter((file) => read(file).includes(OLD_DEFAULT));
    expect(holding).toEqual([]);
  });

  it("is given by docker-compose, the image or .env.example", () => {
    const compose = read("docker-compose.yml");
    const given = [...compose.matchAll(/^\s*TRAINER_PASSWORD:\s*(.*)$/gm)].map((match) => match[1].trim());
    expect(given).toEqual(["${TRAINER_PASSWORD:-}"]); // empty unless the shell or .env sets one
    expect([...read(".env.example").matchAll(/^#?\s*TRAINER_PASSWORD=(.*)$/gm)].map((match) => match[1])).toEqual([""]);
    for (const file of ["Dockerfile", "scripts/docker-start.sh"]) {
      if (existsSync(path.join(ROOT, file))) expect(read(file), file).not.toMatch(/TRAINER_PASSWORD\s*[=:]|\$\{TRAINER_PASSWORD:?-[^}]/);
    }
  });

  it("lets docker-compose publish the app and Mailpit on loopback only", () => {
    const ports = publishedPorts(read("docker-compose.yml"));
    expect(ports).toEqual(["127.0.0.1:${PORT:-3000}:3000", "127.0.0.1:8025:8025"]);
  });
});
