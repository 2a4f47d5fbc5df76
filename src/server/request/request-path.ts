/** Set by src/proxy.ts on every request: the path and query the browser asked for. */
export const REQUEST_PATH_HEADER = "x-ace-path";
