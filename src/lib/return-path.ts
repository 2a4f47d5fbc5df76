// Where a screen sends the browser back to after a detour (signing in, the outage page): only
// the app's own paths, '/calendar?date=...', never another site (docs/architecture.md, "Sessions").
//
// The value is judged as the browser will read it: the WHATWG URL parser (the browser's own)
// takes out tabs and line breaks and reads a backslash as a slash, so '/\t/evil.example' is
// '//evil.example' to it. Checking the raw text misses that; resolving it against a placeholder
// origin and keeping it only when the origin is unchanged does not. The parser also collapses dot
// segments ('/./', '/%2e/', '/x/../'), which can leave a path that begins with two slashes:
// '/.//evil.example' resolves to '//evil.example', which the browser, given it back as a
// location, reads as another site. So the resolved path is judged too, never the text.

/** The query parameter that carries the path back. */
export const RETURN_PARAM = "voltar";

const PLACEHOLDER_ORIGIN = "http://ace.invalid";

export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/")) return "/";
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return "/";
  }
  if (url.origin !== PLACEHOLDER_ORIGIN || url.pathname.startsWith("//")) return "/";
  // The cleaned-up path, as the browser would go there: no tab or line break survives into it.
  return `${url.pathname}${url.search}${url.hash}`;
}
