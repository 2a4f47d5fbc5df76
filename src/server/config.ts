import path from "node:path";
import { z } from "zod";

// Environment, validated once on first use. Every variable is documented in .env.example.
const envSchema = z.object({
  DATABASE_URL: z.string().min(1, "DATABASE_URL is required"),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must have at least 32 characters"),
  APP_URL: z.url().default("http://localhost:3000"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("ACE <no-reply@ace.local>"),
  OPENWEATHER_API_KEY: z.string().optional(),
  OPENWEATHER_BASE_URL: z.url().default("https://api.openweathermap.org"),
  OPENWEATHER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
  ACE_DATA_DIR: z.string().default(path.join(process.cwd(), ".data")),
});

export type Config = {
  databaseUrl: string;
  authSecret: string;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  openWeatherApiKey: string | undefined;
  openWeatherBaseUrl: string;
  /** How long one OpenWeather call may take (decisions §8: 5 s). */
  openWeatherTimeoutMs: number;
  trustProxy: boolean;
  dataDir: string;
};

let cached: Config | undefined;

export function config(): Config {
  if (cached) return cached;
  const env = envSchema.parse(emptyToUndefined(process.env));
  cached = {
    databaseUrl: env.DATABASE_URL,
    authSecret: env.AUTH_SECRET,
    appUrl: env.APP_URL.replace(/\/$/, ""),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    openWeatherApiKey: env.OPENWEATHER_API_KEY,
    openWeatherBaseUrl: env.OPENWEATHER_BASE_URL.replace(/\/$/, ""),
    openWeatherTimeoutMs: env.OPENWEATHER_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY === "1",
    dataDir: env.ACE_DATA_DIR,
  };
  return cached;
}

function emptyToUndefined(env: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
}
