// Where a screen sends the browser back to after a detour (signing in, the outage page): only
// the app's own paths, '/calendar?date=...', never '//elsewhere' or 'https://...'.

/** The query parameter that carries the path back. */
export const RETURN_PARAM = "voltar";

export function safeReturnPath(value: string | null | undefined): string {
  return value && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : "/";
}
