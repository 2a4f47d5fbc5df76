import { vi } from "vitest";

// The integration files of a worker run one after the other in one module registry
// (vitest.config.mts): before each file, the app's own modules are forgotten, so that the file
// and the setup files after this one load them afresh, with the file's environment (its
// config(), caches, rate limits and queues start empty). What comes from node_modules (Prisma's
// runtime, pg, zod, Next.js) stays loaded: loading it again for every file was most of the
// integration tests' CPU.
vi.resetModules();
