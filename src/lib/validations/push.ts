import { z } from "zod";
import { jsonBody } from "./common";

// The browser's PushSubscription.toJSON() as POST /api/push/subscriptions receives it, and the
// device to turn off. Keys are base64url (padding allowed): p256dh a P-256 public point
// (65 bytes, starting 0x04), auth 16 bytes.

const ENDPOINT_MISSING = "O endereço de notificações do dispositivo é obrigatório.";
const ENDPOINT_INVALID = "O endereço de notificações do dispositivo tem de ser um URL https válido.";
const KEYS_MISSING = "As chaves de notificações do dispositivo são obrigatórias.";
const P256DH_INVALID = "A chave p256dh do dispositivo é inválida.";
const AUTH_INVALID = "A chave auth do dispositivo é inválida.";

const isHttpsUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
};

const endpointSchema = z
  .string({ error: ENDPOINT_MISSING })
  .trim()
  .min(1, ENDPOINT_MISSING)
  .max(2048, ENDPOINT_INVALID)
  .refine(isHttpsUrl, ENDPOINT_INVALID);

/** Base64url of `bytes` bytes, unpadded or padded; answered unpadded. */
const base64urlKey = (chars: number, first: string, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(new RegExp(`^${first}[A-Za-z0-9_-]{${chars - 1}}=*$`), message)
    .transform((value) => value.replace(/=+$/, ""))
    .refine((value) => value.length === chars, message);

export const pushSubscriptionBodySchema = jsonBody({
  endpoint: endpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // 65 bytes: 87 characters; the first byte 0x04 (an uncompressed point) reads as 'B'.
      p256dh: base64urlKey(87, "B", P256DH_INVALID),
      // 16 bytes: 22 characters.
      auth: base64urlKey(22, "[A-Za-z0-9_-]", AUTH_INVALID),
    },
    { error: KEYS_MISSING },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushDeviceBodySchema = jsonBody({ endpoint: endpointSchema });
