import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { config } from "@/server/config";

// The body of a mail that holds a secret (an emailed password) waits in the outbox encrypted,
// so neither the database nor a backup taken meanwhile holds the password in clear
// (docs/architecture.md, "Mail"). AES-256-GCM under a key derived from AUTH_SECRET (HKDF-SHA256,
// with this use's own label: the key is no other key of the app), with the recipient's address
// as associated data: a body moved to another row's address does not open. The outbox opens it
// just before sending; sent or failed, it goes like any body.
//
// A backup restored on a server with the same AUTH_SECRET delivers it; with another one it
// cannot be opened, and the mail fails at once (UNREADABLE_MAIL) rather than send garbage.

const PURPOSE = "ace outbox: body of a mail holding a secret, v1";
const FORMAT = "v1";

/** Shown to the trainer in the list of mail not delivered ('Emails por entregar'). */
export const UNREADABLE_MAIL =
  "Não foi possível decifrar este email: foi guardado com outro AUTH_SECRET (por exemplo, uma cópia de segurança reposta noutro servidor) ou alterado na base de dados. Não foi enviado.";

export class UnreadableMailError extends Error {
  constructor() {
    super(UNREADABLE_MAIL);
  }
}

const keys = new Map<string, Buffer>();
function keyFrom(authSecret: string): Buffer {
  let key = keys.get(authSecret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", authSecret, "", PURPOSE, 32));
    keys.set(authSecret, key);
  }
  return key;
}

/** `text` encrypted for the outbox row of a mail to `to`: 'v1.<iv>.<ciphertext>.<tag>', base64url. */
export function sealMailText(text: string, to: string, authSecret = config().authSecret): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(authSecret), iv);
  cipher.setAAD(Buffer.from(to, "utf8"));
  const sealed = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return [FORMAT, iv, sealed, cipher.getAuthTag()].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/** The text sealMailText sealed for `to`; an UnreadableMailError if it does not open as that. */
export function openMailText(sealed: string, to: string, authSecret = config().authSecret): string {
  const [format, iv, body, tag, ...rest] = sealed.split(".");
  if (format !== FORMAT || tag === undefined || rest.length > 0) throw new UnreadableMailError();
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFrom(authSecret), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(to, "utf8"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    throw new UnreadableMailError();
  }
}
