// `npm test`: runs the suite's parts (npm scripts named on the command line) one after another,
// stops at the first that fails, and prints how long each took, so a slow part shows at once.
// Parts joined by a comma ("typecheck,lint") run side by side: each keeps one core busy.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";

const steps = process.argv.slice(2).map((step) => step.split(","));
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const took = [];
const started = performance.now();
let failed = false;

// The last build's route types (.next/types, in tsconfig's files) are written again by the build
// that runs beside `typecheck`, and tsc read them half written once ("Cannot find module
// './routes.js'"). They describe the last build, not this one: without them tsc checks what it
// checks on a fresh clone.
rmSync(".next/types", { recursive: true, force: true });

for (const parts of steps) {
  console.log(`\n==> ${parts.join(" + ")}`);
  const results = await Promise.all(parts.map(runPart));
  took.push(...results);
  if (results.some((result) => !result.passed)) {
    failed = true;
    break;
  }
}

console.log("\nTime per part:");
for (const { part, seconds, passed } of took) console.log(`  ${part.padEnd(12)} ${formatSeconds(seconds).padStart(10)}${passed ? "" : "  (failed)"}`);
console.log(`  ${"in all".padEnd(12)} ${formatSeconds((performance.now() - started) / 1000).padStart(10)}`);
process.exit(failed ? 1 : 0);

function runPart(part) {
  const partStarted = performance.now();
  return new Promise((resolve) => {
    // The build checks no types of its own: `typecheck` runs beside it, and fails the run (next.config.ts).
    const child = spawn(npm, ["run", "--silent", part], { stdio: "inherit", env: { ...process.env, ACE_TYPES_CHECKED: "1" } });
    child.on("close", (code) => {
      const seconds = (performance.now() - partStarted) / 1000;
      console.log(`==> ${part}: ${code === 0 ? "passed" : "FAILED"} in ${formatSeconds(seconds)}`);
      resolve({ part, seconds, passed: code === 0 });
    });
  });
}

function formatSeconds(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds); // 419.6 s is 7 min 0 s, not 6 min 60 s
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}
