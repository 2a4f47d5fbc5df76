import { startFakeEupago, type FakeEupagoIssued } from "../../test/fake-eupago";
import { e2eEnv } from "./accounts";

// The payment provider of the journeys: a fake Eupago on loopback started by the global setup
// (e2e-server.ts), whose address the app has as EUPAGO_BASE_URL. The app has no key for it: the
// journey about paying in the app sets this one in the settings, and empties it at its end.

export const E2E_EUPAGO_KEY = "e2e0-eupa-go00-key0-0000";

/** Started by the global setup. */
export function startFakeEupagoServer() {
  return startFakeEupago({ apiKey: E2E_EUPAGO_KEY });
}

/** The requests the fake answered with a reference, oldest first. */
export async function issuedByProvider(): Promise<FakeEupagoIssued[]> {
  const response = await fetch(`${e2eEnv("eupagoUrl")}/_fake/issued`);
  return (await response.json()) as FakeEupagoIssued[];
}

/** As Eupago once the member paid: the reference's callback to the app; answers the app's status. */
export async function providerCallback(reference: string, overrides?: Record<string, string>): Promise<number> {
  const response = await fetch(`${e2eEnv("eupagoUrl")}/_fake/pay`, {
    method: "POST",
    body: JSON.stringify({ reference, appUrl: e2eEnv("baseUrl"), overrides }),
  });
  const { status } = (await response.json()) as { status: number };
  return status;
}
