import { readdirSync } from "node:fs";
import path from "node:path";

// Every API route handler of the app, found from the file tree (src/app/api/**/route.ts), so a
// new route is in every walk of the tests without editing them.

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type ApiRoute = {
  /** '/api/payments/details', '/api/animals/[id]' */
  pattern: string;
  /** The dynamic segments' names, in order ('id', 'date', 'path'). */
  params: string[];
  method: Method;
  handler: Handler;
};

const API_DIR = path.resolve(import.meta.dirname, "../src/app/api");

export async function apiRoutes(): Promise<ApiRoute[]> {
  const files = readdirSync(API_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "route.ts")
    .sort();
  const routes: ApiRoute[] = [];
  for (const file of files) {
    const folder = path.dirname(file) === "." ? "" : `/${path.dirname(file).split(path.sep).join("/")}`;
    const pattern = `/api${folder}`;
    const params = [...pattern.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((match) => match[1]);
    const routeModule = (await import(path.join(API_DIR, file))) as Partial<Record<Method, Handler>>;
    for (const method of METHODS) {
      const handler = routeModule[method];
      if (handler) routes.push({ pattern, params, method, handler });
    }
  }
  return routes;
}

/** A route's path with its dynamic segments filled in. */
export function pathOf(route: ApiRoute, values: Record<string, string>): string {
  return route.pattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) => values[name] ?? "x");
}
