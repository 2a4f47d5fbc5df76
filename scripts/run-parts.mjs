// `npm test`: runs the suite's steps (npm scripts named on the command line) one after another,
// stops after the first step in which a part failed, and prints how long each part took, so a
// slow part shows at once. Parts joined by a comma ("typecheck,lint") run side by side: each keeps
// one core busy. Parts joined by ">" ("build>test:browser", quoted for the shell) run one after
// the other beside the rest of their step, the second only once the first passed: the journeys
// start as soon as the build they test is made.
//
// Beside each part's time, the CPU its processes used (user and system, every process it started
// and waited for: the shell's `times`), so that on a busy machine the part doing the most work
// shows, not only the one that waited longest. A process no ancestor waits for is not counted:
// Chromium's renderers and GPU process are not, so the journeys' figure is about a third of what
// they use (docs/performance.md, "The test suite").
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const steps = process.argv.slice(2).map((step) => step.split(",").map((chain) => chain.split(">")));
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
  console.log(`\n==> ${parts.map((chain) => chain.join(" then ")).join(" + ")}`);
  const results = (await Promise.all(parts.map(runChain))).flat();
  took.push(...results);
  if (results.some((result) => !result.passed)) {
    failed = true;
    break;
  }
}

console.log("\nTime per part (and the CPU its processes used):");
for (const { part, seconds, cpuSeconds, passed } of took) {
  const cpu = cpuSeconds === null ? "" : `  (CPU ${formatSeconds(cpuSeconds)})`;
  console.log(`  ${part.padEnd(12)} ${formatSeconds(seconds).padStart(10)}${cpu}${passed ? "" : "  (failed)"}`);
}
console.log(`  ${"in all".padEnd(12)} ${formatSeconds((performance.now() - started) / 1000).padStart(10)}`);
process.exit(failed ? 1 : 0);

/** The chain's parts one after the other, up to the first that fails. */
async function runChain(chain) {
  const results = [];
  for (const part of chain) {
    const result = await runPart(part);
    results.push(result);
    if (!result.passed) break;
  }
  return results;
}

function runPart(part) {
  const partStarted = performance.now();
  return new Promise((resolve) => {
    // The build checks no types of its own: `typecheck` runs beside it, and fails the run (next.config.ts).
    const env = { ...process.env, ACE_TYPES_CHECKED: "1" };
    const cpuFile = path.join(tmpdir(), `ace-run-parts-${process.pid}-${part.replace(/\W/g, "_")}.cpu`);
    const child =
      process.platform === "win32"
        ? spawn(npm, ["run", "--silent", part], { stdio: "inherit", env })
        : spawn("/bin/sh", ["-c", 'npm run --silent "$1"; status=$?; times > "$2"; exit $status', "sh", part, cpuFile], { stdio: "inherit", env });
    child.on("close", (code) => {
      const seconds = (performance.now() - partStarted) / 1000;
      const cpuSeconds = childrenCpuSeconds(cpuFile);
      console.log(`==> ${part}: ${code === 0 ? "passed" : "FAILED"} in ${formatSeconds(seconds)}`);
      resolve({ part, seconds, cpuSeconds, passed: code === 0 });
    });
  });
}

/**
 * The user and system CPU of the shell's children, from its `times` ("0m1.50s 0m0.20s" for the
 * shell, then the same for its children, bash's and dash's forms alike); null when not written.
 */
function childrenCpuSeconds(file) {
  try {
    const times = [...readFileSync(file, "utf8").matchAll(/(\d+)m([\d.]+)s/g)].map(([, minutes, seconds]) => Number(minutes) * 60 + Number(seconds));
    return times.length === 4 ? times[2] + times[3] : null;
  } catch {
    return null;
  } finally {
    rmSync(file, { force: true });
  }
}

function formatSeconds(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds); // 419.6 s is 7 min 0 s, not 6 min 60 s
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}
