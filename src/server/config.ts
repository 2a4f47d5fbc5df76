import path from "node:path";
import { z } from "zod";
import { DEFAULT_TRUSTED_PROXY_NETWORKS, networkList, type ProxyTrust } from "@/server/request/client-address";

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
  // The payment provider (docs/rules.md, "Payments"): its key (or the setting), its address.
  EUPAGO_API_KEY: z.string().optional(),
  EUPAGO_BASE_URL: z.url().default("https://clientes.eupago.pt"),
  EUPAGO_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  // How many reverse proxies stand in front (docs/architecture.md, "Rate limits"); true = 1.
  TRUST_PROXY: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(true|false|\d{1,2})$/, "TRUST_PROXY must be a number of proxies (0, 1, 2...) or true/false")
    .default("0")
    .transform((value) => (value === "true" ? 1 : value === "false" ? 0 : Number(value))),
  // Where those proxies connect from: addresses and networks, comma-separated (loopback and private networks).
  TRUST_PROXY_FROM: z
    .string()
    .optional()
    .transform((value, context) => {
      const entries = value ? value.split(",").map((entry) => entry.trim()).filter(Boolean) : DEFAULT_TRUSTED_PROXY_NETWORKS;
      try {
        return networkList(entries);
      } catch (error) {
        context.addIssue({ code: "custom", message: `TRUST_PROXY_FROM: ${(error as Error).message}` });
        return z.NEVER;
      }
    }),
  ACE_DATA_DIR: z.string().default(path.join(process.cwd(), ".data")),
  // Web Push (docs/architecture.md, "Push"): both keys or neither (then made once and kept in the database).
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{87}$/, "VAPID_PUBLIC_KEY must be a P-256 public key, 65 bytes in base64url (87 characters)")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, "VAPID_PRIVATE_KEY must be a P-256 private key, 32 bytes in base64url (43 characters)")
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "VAPID_SUBJECT must be a mailto: address or an https: URL")
    .optional(),
  PUSH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  PUSH_SERVICE_HOSTS: z.string().optional(),
}).refine((env) => !env.VAPID_PUBLIC_KEY === !env.VAPID_PRIVATE_KEY, {
  message: "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither",
});

export type Config = {
  databaseUrl: string;
  authSecret: string;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  openWeatherApiKey: string | undefined;
  openWeatherBaseUrl: string;
  /** How long one OpenWeather call may take (5 s: docs/rules.md, "Weather"). */
  openWeatherTimeoutMs: number;
  /** Eupago's API key, when set here rather than in the settings. */
  eupagoApiKey: string | undefined;
  /** Eupago's address: production, its sandbox (https://sandbox.eupago.pt) or a test server. */
  eupagoBaseUrl: string;
  /** How long one call to Eupago may take before the member is told it did not answer (5 s). */
  eupagoTimeoutMs: number;
  /**
   * The reverse proxies in front of the app: how many append to X-Forwarded-For (0: none), and
   * the addresses they connect from (a connection from elsewhere speaks for itself).
   */
  proxyTrust: ProxyTrust;
  dataDir: string;
  /** The VAPID key pair from the environment, when set (else src/server/push/vapid-keys.ts makes one). */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** Who runs this push sender, for the push services: VAPID_SUBJECT, or MAIL_FROM's address. */
  vapidSubject: string;
  /** How long one push may take, from connecting to the push service's answer (5 s by default). */
  pushTimeoutMs: number;
  /** The push services a device may name (a host, or a domain and its subdomains). */
  pushServiceHosts: string[];
};

/**
 * The browsers' push services (Chrome, Edge, Firefox, Safari): a subscription elsewhere is
 * refused, so that a member cannot make the server post to an address of their choosing.
 */
const PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "android.googleapis.com", "push.services.mozilla.com", "push.apple.com", "notify.windows.com"];

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
    eupagoApiKey: env.EUPAGO_API_KEY,
    eupagoBaseUrl: env.EUPAGO_BASE_URL.replace(/\/$/, ""),
    eupagoTimeoutMs: env.EUPAGO_TIMEOUT_MS,
    proxyTrust: { proxies: env.TRUST_PROXY, from: env.TRUST_PROXY_FROM },
    dataDir: env.ACE_DATA_DIR,
    vapidKeys:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: env.VAPID_SUBJECT ?? `mailto:${mailAddressOf(env.MAIL_FROM)}`,
    pushTimeoutMs: env.PUSH_TIMEOUT_MS,
    pushServiceHosts: [
      ...PUSH_SERVICE_HOSTS,
      ...(env.PUSH_SERVICE_HOSTS ?? "").split(",").map((host) => host.trim().toLowerCase()).filter(Boolean),
    ],
  };
  return cached;
}

/** 'ACE <no-reply@ace.local>' -> 'no-reply@ace.local'. */
function mailAddressOf(from: string): string {
  return from.match(/<([^>]+)>/)?.[1]?.trim() ?? from.trim();
}

function emptyToUndefined(env: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
}
