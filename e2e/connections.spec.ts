import http from "node:http";
import { e2eEnv } from "./support/accounts";
import { expect, test } from "./support/fixtures";

// A member's tap must never meet a connection the server is closing (server.ts, "Connections";
// docs/architecture.md, "The server"). These run beside the other journeys, under their load.

/**
 * A keep-alive pool that, like nginx's upstream pool or a load balancer's, keeps an idle
 * connection for its own while and does not read the server's Keep-Alive hint. Node's agent
 * would shorten its wait to the hint: this one keeps the connection until it is closed.
 */
class ProxyLikePool extends http.Agent {
  constructor() {
    super({ keepAlive: true, maxSockets: 1 });
  }
  override keepSocketAlive(socket: import("node:net").Socket): boolean {
    socket.setKeepAlive(true);
    return true;
  }
}

type Outcome = { status: number; reused: boolean };

function get(path: string, agent: http.Agent | false): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${e2eEnv("baseUrl")}${path}`, { agent }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode!, reused: request.reusedSocket }));
    });
    request.on("error", reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("connections kept alive come back after idle gaps around common keep-alive times and are never reset", async () => {
  test.setTimeout(60_000);
  // Gaps around the 4-5 s that Node's agent, undici and browsers wait, and past them.
  const gaps = [4_000, 4_500, 5_000, 5_500, 6_000, 7_000];
  const clients = gaps.map(() => new ProxyLikePool());
  const errors: string[] = [];
  const outcomes: Outcome[] = [];
  await Promise.all(
    clients.map(async (pool, index) => {
      for (let round = 0; round < 3; round++) {
        if (round > 0) await sleep(gaps[index]!); // idle between requests, not after the last
        try {
          outcomes.push(await get("/sw.js", pool));
        } catch (error) {
          errors.push(`client ${index}, round ${round}: ${(error as NodeJS.ErrnoException).code ?? error}`);
        }
      }
    }),
  );
  for (const pool of clients) pool.destroy();
  expect(errors).toEqual([]);
  expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(gaps.length * 3).fill(200));
  // The server kept every idle connection: each client's later requests went on its first one.
  expect(outcomes.filter((outcome) => outcome.reused)).toHaveLength(gaps.length * 2);
});

test("bursts of new connections are all answered", async () => {
  const errors: string[] = [];
  for (let burst = 0; burst < 3; burst++) {
    const results = await Promise.allSettled(Array.from({ length: 150 }, () => get("/sw.js", false)));
    for (const result of results) {
      if (result.status === "rejected") errors.push(String((result.reason as NodeJS.ErrnoException).code ?? result.reason));
      else if (result.value.status !== 200) errors.push(`status ${result.value.status}`);
    }
  }
  expect(errors).toEqual([]);
});
