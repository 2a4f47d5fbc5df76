import autocannon from "autocannon";

// One read under load over HTTP, the way users' phones reach the app: autocannon keeps
// `connections` requests in flight for `seconds` (or until `amount` requests are answered) and
// answers requests per second and latency.

export type LoadResult = { rps: number; p50: number; p99: number; requests: number };

export async function loadEndpoint(options: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
} & ({ seconds: number } | { amount: number })): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    // A run of `amount` requests ends at autocannon's next sample: every 0.1 s, not every second.
    ...("amount" in options ? { amount: options.amount, sampleInt: 100 } : { duration: options.seconds }),
  });
  const answered = result.requests.total;
  if (answered === 0 || result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${options.url}: ${answered} requests, ${result.non2xx} not 2xx, ${result.errors} errors (${result.timeouts} timeouts).`,
    );
  }
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000; // result.duration is whole seconds
  return { rps: answered / seconds, p50: result.latency.p50, p99: result.latency.p99, requests: answered };
}
