// The JSON of /api/push/... (src/app/api/push), shared with the browser.

/** GET /api/push/public-key: the VAPID public key the browser subscribes with (base64url). */
export type PushPublicKeyJson = { public_key: string };

/** One of the member's devices with notifications on (GET /api/push/subscriptions). */
export type PushDeviceJson = { endpoint: string; created_at: string };

export type PushDevicesJson = { subscriptions: PushDeviceJson[] };
