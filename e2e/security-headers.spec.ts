import { expect, test } from "./support/fixtures";
import { createMember } from "./support/members";
import { signIn } from "./support/session";

// What every response promises the browser, and a login that keeps within the page's own policy.

test("pages carry the security headers", async ({ request }) => {
  for (const path of ["/login", "/register", "/forgot-password"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], path).toMatch(/script-src [^;]*'nonce-/);
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["permissions-policy"], path).toContain("camera=()");
  }
});

test("the build's scripts carry nosniff but not the documents' headers, in brotli or from Next.js", async ({ page, request }) => {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
  });
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Entrar", exact: true })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  const headersOf = async (encoding: string) => {
    const response = await request.get(scripts[0]!, { headers: { "accept-encoding": encoding } });
    expect(response.status()).toBe(200);
    return response.headers();
  };
  // The server compresses the build with brotli in the background when it starts.
  await expect.poll(async () => (await headersOf("br"))["content-encoding"], { timeout: 30_000 }).toBe("br");
  // Brotli is served by ACE (server/http/static-brotli); anything else by Next.js itself.
  for (const encoding of ["br", "gzip"]) {
    const headers = await headersOf(encoding);
    if (encoding === "br") expect(headers["content-encoding"]).toBe("br");
    else expect(headers["content-encoding"]).not.toBe("br");
    expect(headers["x-content-type-options"], encoding).toBe("nosniff");
    // Only documents read these; a first visit downloads about ten scripts (docs/performance.md: weight on the wire).
    for (const name of ["x-frame-options", "referrer-policy", "permissions-policy", "content-security-policy"]) {
      expect(headers[name], `${encoding}: ${name}`).toBeUndefined();
    }
  }
});

test("the health check answers that all is well", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok" });
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
});

test("signing in raises no Content-Security-Policy violation", async ({ page, request }) => {
  const member = await createMember(request, { name: "Luísa Gomes" });
  // Chromium's own CSP messages do not reach Playwright's console events, so the page relays
  // each violation event to the console, where it is collected with everything else.
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const where = `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`;
      console.error(`Content Security Policy violation: ${event.violatedDirective} (${event.blockedURI}) at ${where}`);
    });
  });

  await signIn(page, member);
  const home = page.getByRole("heading", { name: "Olá, Luísa! Boas-vindas ao ACE" });
  await expect(home).toBeVisible();
  // And a full page load of the signed-in home, server-rendered with its script nonce.
  await page.reload();
  await expect(home).toBeVisible();

  expect(violations).toEqual([]);
});
