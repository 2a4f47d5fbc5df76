import { existsSync } from "node:fs";

/**
 * Reads .env.local, then .env, into process.env, as Next.js does for the app, so the demo, the
 * migration runner and the seed see the same settings as the server. Variables already set win.
 */
export function loadEnvFiles(): void {
  for (const file of [".env.local", ".env"]) {
    if (existsSync(file)) process.loadEnvFile(file);
  }
}
