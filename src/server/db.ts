import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { config } from "@/server/config";

// One Prisma client per process (kept on globalThis so dev reloads do not open new pools).
const globalForPrisma = globalThis as unknown as { acePrisma?: PrismaClient };

function createClient() {
  const adapter = new PrismaPg({ connectionString: config().databaseUrl });
  return new PrismaClient({ adapter });
}

export function getDb(): PrismaClient {
  globalForPrisma.acePrisma ??= createClient();
  return globalForPrisma.acePrisma;
}

/** The Prisma client, created on first use so tests can point DATABASE_URL first. */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = getDb();
    const value = Reflect.get(client, property, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
