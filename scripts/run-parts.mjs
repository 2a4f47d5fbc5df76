// `npm test`: runs the suite's parts one after another (npm scripts named on the command line),
// stops at the first that fails, and prints how long each took, so a slow part shows at once.
import { spawnSync } from "node:child_process";

const parts = process.argv.slice(2);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const took = [];
let failed = null;

for (const part of parts) {
  console.log(`\n==> ${part}`);
  const started = performance.now();
  const { status } = spawnSync(npm, ["run", "--silent", part], { stdio: "inherit" });
  const seconds = (performance.now() - started) / 1000;
  took.push([part, seconds, status === 0]);
  console.log(`==> ${part}: ${status === 0 ? "passed" : "FAILED"} in ${formatSeconds(seconds)}`);
  if (status !== 0) {
    failed = { part, code: status ?? 1 };
    break;
  }
}

console.log("\nTime per part:");
for (const [part, seconds, passed] of took) console.log(`  ${part.padEnd(12)} ${formatSeconds(seconds).padStart(8)}${passed ? "" : "  (failed)"}`);
console.log(`  ${"total".padEnd(12)} ${formatSeconds(took.reduce((sum, [, seconds]) => sum + seconds, 0)).padStart(8)}`);
if (failed) process.exit(failed.code);

function formatSeconds(seconds) {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`;
}
