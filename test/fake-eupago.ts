import http from "node:http";
import type { AddressInfo } from "node:net";

// A fake Eupago on loopback for the payment tests and the journeys: a real HTTP server answering
// the REST API's MB WAY and Multibanco requests in Eupago's documented form
// (https://eupago.readme.io/reference/mb-way, .../reference/multibanco: JSON bodies with the API
// key as `chave`, `valor` in euros; answers with `sucesso`, `estado`, `resposta`, `referencia`,
// `entidade`), and sending the payment's callback as Eupago documents it
// (https://eupago.readme.io/reference/webhooks: a GET to the channel's URL with valor, canal,
// referencia, transacao, identificador, mp, chave_api, data, entidade, comissao, local).

export const FAKE_EUPAGO_ENTITY = "82307";
/** Answered "Alias inexistente", as the sandbox answers 999999999 (a number ACE refuses before asking). */
export const FAKE_EUPAGO_UNKNOWN_PHONE = "910000000";

export type FakeEupagoRequest = {
  path: string;
  body: Record<string, unknown>;
};

/** A request the fake answered with a reference: what its callback carries. */
export type FakeEupagoIssued = {
  method: "mbway" | "multibanco";
  reference: string;
  identifier: string;
  amount: number;
  phone?: string;
};

export type FakeEupagoFailure = { status?: number; body?: string; delayMs?: number };

export type FakeEupago = {
  url: string;
  requests: FakeEupagoRequest[];
  issued: FakeEupagoIssued[];
  /** Every answer fails this way (a status and body, or a wait first) until cleared (null). */
  fail: (failure: FakeEupagoFailure | null) => void;
  /** The documented callback's query for an issued reference, as Eupago would send it once paid. */
  callbackQuery: (reference: string, overrides?: Record<string, string>) => URLSearchParams;
  /** Sends that callback to the app (`appUrl` + /api/payments/callback/eupago); answers its status. */
  pay: (reference: string, appUrl: string, overrides?: Record<string, string>) => Promise<number>;
  close: () => Promise<void>;
};

export async function startFakeEupago(options: { apiKey: string }): Promise<FakeEupago> {
  const requests: FakeEupagoRequest[] = [];
  const issued: FakeEupagoIssued[] = [];
  let failure: FakeEupagoFailure | null = null;
  let nextReference = 100_000_000 + Math.floor(Math.random() * 800_000_000);
  let nextTransaction = 10_000_000;
  const sockets = new Set<import("node:net").Socket>();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = new URL(request.url ?? "/", "http://eupago").pathname;
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
      } catch {
        body = {};
      }
      if (path.startsWith("/_fake/")) return control(path, body, response);
      requests.push({ path, body });
      const reply = (status: number, payload: string) => {
        setTimeout(() => {
          if (!response.destroyed) response.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(payload);
        }, failure?.delayMs ?? 0);
      };
      if (failure && (failure.status !== undefined || failure.body !== undefined)) return reply(failure.status ?? 500, failure.body ?? "");
      if (request.method !== "POST") return reply(405, JSON.stringify({ sucesso: false, estado: -1, resposta: "Method not allowed" }));
      if (body.chave !== options.apiKey) return reply(200, JSON.stringify({ sucesso: false, estado: -10, resposta: "Chave inválida" }));
      const amount = Number(body.valor);
      if (!Number.isFinite(amount) || amount <= 0) return reply(200, JSON.stringify({ sucesso: false, estado: -2, resposta: "Valor inválido" }));
      const identifier = String(body.id ?? "");
      if (path === "/clientes/rest_api/mbway/create") {
        const phone = String(body.alias ?? "");
        if (amount < 0.5) return reply(200, JSON.stringify({ sucesso: false, estado: -2, resposta: "Valor inválido" }));
        if (phone === FAKE_EUPAGO_UNKNOWN_PHONE || !/^9\d{8}$/.test(phone)) {
          return reply(200, JSON.stringify({ sucesso: false, estado: -9, resposta: "Alias inexistente" }));
        }
        const reference = String(nextReference++);
        issued.push({ method: "mbway", reference, identifier, amount, phone });
        return reply(200, JSON.stringify({ sucesso: true, referencia: reference, valor: amount, estado: 0, resposta: "OK", alias: phone }));
      }
      if (path === "/clientes/rest_api/multibanco/create") {
        if (amount < 1) return reply(200, JSON.stringify({ sucesso: false, estado: -2, resposta: "Valor inválido" }));
        const reference = String(nextReference++);
        issued.push({ method: "multibanco", reference, identifier, amount });
        return reply(200, JSON.stringify({ sucesso: true, entidade: FAKE_EUPAGO_ENTITY, referencia: reference, valor: amount, estado: 0, resposta: "OK" }));
      }
      reply(404, JSON.stringify({ sucesso: false, estado: -1, resposta: "Not found" }));
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const callbackQuery = (reference: string, overrides: Record<string, string> = {}) => {
    const request = issued.find((item) => item.reference === reference);
    if (!request) throw new Error(`The fake Eupago issued no reference ${reference}.`);
    const at = new Date();
    const pad = (value: number) => String(value).padStart(2, "0");
    return new URLSearchParams({
      valor: request.amount.toFixed(2),
      canal: "ACE",
      referencia: reference,
      transacao: String(nextTransaction++),
      identificador: request.identifier,
      mp: request.method === "mbway" ? "MW:PT" : "PC:PT",
      chave_api: options.apiKey,
      data: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}:${pad(at.getHours())}:${pad(at.getMinutes())}`,
      entidade: request.method === "multibanco" ? FAKE_EUPAGO_ENTITY : "",
      comissao: "0.50",
      local: "Seixal",
      ...overrides,
    });
  };

  /**
   * For tests in another process (the journeys' workers; the fake runs in their global setup):
   * GET /_fake/issued answers `issued`; POST /_fake/pay { reference, appUrl, overrides } sends
   * that reference's callback to the app and answers the app's status.
   */
  function control(path: string, body: Record<string, unknown>, response: http.ServerResponse) {
    const send = (status: number, payload: unknown) => response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(payload));
    if (path === "/_fake/issued") return send(200, issued);
    if (path === "/_fake/pay") {
      const { reference, appUrl, overrides } = body as { reference: string; appUrl: string; overrides?: Record<string, string> };
      return void pay(reference, appUrl, overrides).then(
        (status) => send(200, { status }),
        (error: unknown) => send(400, { error: String(error) }),
      );
    }
    send(404, { error: "unknown control path" });
  }

  async function pay(reference: string, appUrl: string, overrides?: Record<string, string>): Promise<number> {
    const response = await fetch(`${appUrl}/api/payments/callback/eupago?${callbackQuery(reference, overrides)}`);
    await response.arrayBuffer();
    return response.status;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    issued,
    fail: (next) => {
      failure = next;
    },
    callbackQuery,
    pay,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
