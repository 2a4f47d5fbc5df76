// `npm run db:seed [-- --demo]`: what a club needs to start, safe to run on every start.
// Adds missing settings (never overwrites), the first trainer if there is none, and with --demo
// a demo club (prisma/demo-data.ts) when no member has joined yet. No password is built in: the
// first trainer's is TRAINER_PASSWORD, or a random one printed once, when the trainer is created.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import type { Tx } from "@/server/db";
import { generatePassword, hashPassword } from "@/server/auth/passwords";
import { latestChangelogVersion } from "@/server/changelog/changelog";
import { SETTING_DEFAULTS } from "@/server/settings/setting-defaults";
import { loadEnvFiles } from "../scripts/lib/load-env";
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData } from "./demo-data";

export const TRAINER_DEFAULTS = {
  email: "treinador@ace.pt",
  name: "Treinador ACE",
} as const;

/** Serialises seeds of app instances that start together (a "no trainer yet" check races). */
const SEED_LOCK = 4_242_001;

/** Where the seed reads TRAINER_EMAIL, TRAINER_PASSWORD and TRAINER_NAME (process.env by default). */
export type SeedEnv = Readonly<Record<string, string | undefined>>;

export type SeedResult = {
  settingsAdded: number;
  trainerCreated: boolean;
  demoCreated: boolean;
  /** The random password the trainer just created got (no TRAINER_PASSWORD); null otherwise. */
  trainerPassword: string | null;
};

type CreatedTrainer = { email: string; generatedPassword: string | null };

export async function seed(
  db: PrismaClient,
  options: { demo?: boolean; env?: SeedEnv; log?: (line: string) => void } = {},
): Promise<SeedResult> {
  const env = options.env ?? process.env;
  const log = options.log ?? console.log;
  const result = await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK})`;
      const settingsAdded = await addMissingSettings(tx);
      const trainer = await ensureTrainer(tx, env);
      const demoCreated = options.demo ? await seedDemoData(tx) : false;
      return { settingsAdded, trainer, demoCreated };
    },
    { timeout: 120_000, maxWait: 120_000 },
  );
  const trainerPassword = result.trainer?.generatedPassword ?? null;
  // Printed once the trainer is committed, and never again: only its hash is kept.
  if (result.trainer && trainerPassword) {
    log(
      `The trainer ${result.trainer.email} was created with the password ${trainerPassword} (TRAINER_PASSWORD was not set). ` +
        "It is shown only this once: sign in and change it ('Alterar Password', in the user menu).",
    );
  }
  return { settingsAdded: result.settingsAdded, trainerCreated: Boolean(result.trainer), demoCreated: result.demoCreated, trainerPassword };
}

async function addMissingSettings(tx: Tx): Promise<number> {
  const data = Object.entries(SETTING_DEFAULTS).map(([key, value]) => ({ key, value }));
  const { count } = await tx.setting.createMany({ data, skipDuplicates: true });
  return count;
}

async function ensureTrainer(tx: Tx, env: SeedEnv): Promise<CreatedTrainer | null> {
  if (await tx.user.findFirst({ where: { role: "trainer" }, select: { id: true } })) return null;
  const email = (env.TRAINER_EMAIL || TRAINER_DEFAULTS.email).trim().toLowerCase();
  const taken = await tx.user.findUnique({ where: { email }, select: { id: true } });
  if (taken) throw new Error(`TRAINER_EMAIL ${email} belongs to an account that is not a trainer.`);
  const generatedPassword = env.TRAINER_PASSWORD ? null : generatePassword();
  await tx.user.create({
    data: {
      email,
      name: env.TRAINER_NAME || TRAINER_DEFAULTS.name,
      passwordHash: await hashPassword(env.TRAINER_PASSWORD || generatedPassword!),
      role: "trainer",
      studentCategory: null,
      approvedAt: new Date(),
      // A new club's trainer has no earlier versions to catch up on.
      lastChangelogSeen: latestChangelogVersion(),
    },
  });
  return { email, generatedPassword };
}

/**
 * The sign-in lines the demo prints. The trainer's password is shown on the start that created
 * the trainer (`trainerPassword`, from the seed's result) and never after: it is not kept.
 */
export function demoLoginLines(trainerPassword: string | null, env: SeedEnv = process.env): string[] {
  const trainerEmail = (env.TRAINER_EMAIL || TRAINER_DEFAULTS.email).trim().toLowerCase();
  const shown = trainerPassword
    ? `${trainerPassword}   <- made for this demo, shown only now: note it`
    : env.TRAINER_PASSWORD
      ? "(TRAINER_PASSWORD)"
      : `(printed on the first start; forgotten: 'Esqueceu-se da password?' mails a new one${env.SMTP_URL ? "" : ` to ${env.ACE_DATA_DIR || ".data"}/mail/`})`;
  return [
    `  treinador  ${trainerEmail} / ${shown}`,
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
    if (demo) console.log(["Demo logins:", ...demoLoginLines(result.trainerPassword)].join("\n"));
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
