import { jsonError } from "@/server/http/error-response";

// Unknown API paths answer JSON like every other API error, not the HTML not-found page.
const notFound = async () => jsonError(404, "Recurso não encontrado.");

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
