import { safeReturnPath } from "@/lib/return-path";

// Where screens go while the database cannot be reached (src/server/auth/page-session.ts):
// a Portuguese page with a 503 status that tries the screen again by itself every 5 seconds.
// A route handler, not a page: it must answer without the session or the database.

const RETRY_SECONDS = 5;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function GET(request: Request) {
  const back = escapeHtml(safeReturnPath(new URL(request.url).searchParams.get("voltar")));
  const html = `<!doctype html>
<html lang="pt-PT">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_SECONDS};url=${back}">
<title>Serviço temporariamente indisponível · ACE</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:28rem;padding:2rem;text-align:center}
h1{font-size:1.35rem;margin:0 0 .75rem}
p{color:#334155;line-height:1.5}
a{display:inline-block;margin-top:1rem;padding:.6rem 1.1rem;border-radius:.5rem;background:#6d28d9;color:#fff;text-decoration:none;font-weight:600}
</style>
</head>
<body>
<main>
<h1>Serviço temporariamente indisponível</h1>
<p>O ACE não consegue aceder aos dados neste momento. A página volta a tentar sozinha dentro de ${RETRY_SECONDS} segundos.</p>
<a href="${back}">Tentar novamente</a>
</main>
</body>
</html>`;
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": String(RETRY_SECONDS), "Cache-Control": "no-store" },
  });
}
