// `npm run db:seed [-- --demo]`: what a club needs to start, safe to run on every start.
// Adds missing settings (never overwrites), the first trainer if there is none, and with --demo
// a demo club (prisma/demo-data.ts) when no member has joined yet.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import type { Tx } from "@/server/db";
import { hashPassword } from "@/server/auth/passwords";
import { SETTING_DEFAULTS } from "@/server/settings/setting-defaults";
import { loadEnvFiles } from "../scripts/lib/load-env";
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData } from "./demo-data";

export const TRAINER_DEFAULTS = {
  email: "treinador@ace.pt",
  password: "treinador123",
  name: "Treinador ACE",
} as const;

/** Serialises seeds of app instances that start together (a "no trainer yet" check races). */
const SEED_LOCK = 4_242_001;

/** Where the seed reads TRAINER_EMAIL, TRAINER_PASSWORD and TRAINER_NAME (process.env by default). */
export type SeedEnv = Readonly<Record<string, string | undefined>>;

export type SeedResult = { settingsAdded: number; trainerCreated: boolean; demoCreated: boolean };

export async function seed(
  db: PrismaClient,
  options: { demo?: boolean; env?: SeedEnv } = {},
): Promise<SeedResult> {
  const env = options.env ?? process.env;
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK})`;
      const settingsAdded = await addMissingSettings(tx);
      const trainerCreated = await ensureTrainer(tx, env);
      const demoCreated = options.demo ? await seedDemoData(tx) : false;
      return { settingsAdded, trainerCreated, demoCreated };
    },
    { timeout: 120_000, maxWait: 120_000 },
  );
}

async function addMissingSettings(tx: Tx): Promise<number> {
  const data = Object.entries(SETTING_DEFAULTS).map(([key, value]) => ({ key, value }));
  const { count } = await tx.setting.createMany({ data, skipDuplicates: true });
  return count;
}

async function ensureTrainer(tx: Tx, env: SeedEnv): Promise<boolean> {
  if (await tx.user.findFirst({ where: { role: "trainer" }, select: { id: true } })) return false;
  const email = (env.TRAINER_EMAIL || TRAINER_DEFAULTS.email).trim().toLowerCase();
  const taken = await tx.user.findUnique({ where: { email }, select: { id: true } });
  if (taken) throw new Error(`TRAINER_EMAIL ${email} belongs to an account that is not a trainer.`);
  await tx.user.create({
    data: {
      email,
      name: env.TRAINER_NAME || TRAINER_DEFAULTS.name,
      passwordHash: await hashPassword(env.TRAINER_PASSWORD || TRAINER_DEFAULTS.password),
      role: "trainer",
      studentCategory: null,
      approvedAt: new Date(),
    },
  });
  return true;
}

/** The sign-in lines the demo prints. */
export function demoLoginLines(env: SeedEnv = process.env): string[] {
  const trainerEmail = (env.TRAINER_EMAIL || TRAINER_DEFAULTS.email).toLowerCase();
  const trainerPassword = env.TRAINER_PASSWORD ? "(TRAINER_PASSWORD)" : TRAINER_DEFAULTS.password;
  return [
    `  treinador  ${trainerEmail} / ${trainerPassword}`,
    ...DEMO_LOGINS.map((login) => `  ${login.label.padEnd(10)} ${login.email} / ${DEMO_PASSWORD}`),
  ];
}

async function main() {
  loadEnvFiles();
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is not set (npm run demo sets it for you).");
  const demo = process.argv.includes("--demo");
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
  try {
    const result = await seed(db, { demo });
    console.log(
      `Seed: ${result.settingsAdded} settings added, trainer ${result.trainerCreated ? "created" : "present"}` +
        (demo ? `, demo data ${result.demoCreated ? "created" : "already there (or real members exist)"}.` : "."),
    );
    if (demo) console.log(["Demo logins:", ...demoLoginLines()].join("\n"));
  } finally {
    await db.$disconnect();
  }
}

// Run as a script (tsx prisma/seed.ts), not when a test imports seed().
if (process.argv[1]?.replace(/\\/g, "/").endsWith("prisma/seed.ts")) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
