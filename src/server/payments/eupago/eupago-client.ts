import { ServiceBusyError } from "@/server/errors";
import type { EupagoSource } from "@/server/payments/eupago/eupago-source";

// Eupago's REST API as documented (https://eupago.readme.io/reference/mb-way and
// .../reference/multibanco): a JSON POST whose body carries the API key as `chave` and the amount
// in euros as `valor`; the answer says `sucesso` true with the reference, or false with `estado`
// and `resposta`. A provider that does not answer within EUPAGO_TIMEOUT_MS (5 s), answers an error
// status or something that is not that JSON is "down": the member is told so, nothing changes.

export const PROVIDER_DOWN = "O serviço de pagamentos não respondeu. Tente de novo dentro de alguns minutos, ou pague por transferência.";
export const PROVIDER_REFUSED = "O serviço de pagamentos recusou o pedido. Tente de novo mais tarde, ou pague por transferência.";

export const EUPAGO_PATHS = {
  mbway: "/clientes/rest_api/mbway/create",
  multibanco: "/clientes/rest_api/multibanco/create",
} as const;

export type EupagoAnswer = {
  sucesso?: boolean;
  estado?: number;
  resposta?: string;
  referencia?: string | number;
  entidade?: string | number;
  valor?: number | string;
};

/** Sends one request to Eupago; answers its JSON (successful or refused), or throws a 503 when it is down. */
export async function askEupago(source: EupagoSource, path: string, body: Record<string, unknown>): Promise<EupagoAnswer> {
  let response: Response;
  try {
    response = await fetch(`${source.baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ chave: source.apiKey, ...body }),
      signal: AbortSignal.timeout(source.timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    console.warn(`[ace] eupago ${path}: no answer (${error instanceof Error ? error.message : error})`);
    throw new ServiceBusyError(PROVIDER_DOWN, 60);
  }
  const text = await response.text().catch(() => "");
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    answer = undefined;
  }
  if (!response.ok || typeof answer !== "object" || answer === null) {
    console.warn(`[ace] eupago ${path}: answered ${response.status} ${text.slice(0, 200)}`);
    throw new ServiceBusyError(PROVIDER_DOWN, 60);
  }
  const result = answer as EupagoAnswer;
  if (result.sucesso === true && (result.referencia === undefined || result.referencia === "")) {
    console.warn(`[ace] eupago ${path}: success without a reference`);
    throw new ServiceBusyError(PROVIDER_DOWN, 60);
  }
  if (result.sucesso !== true) console.warn(`[ace] eupago ${path}: refused (estado ${result.estado}: ${result.resposta})`);
  return result;
}
