/**
 * A screen's first contents as their API call answers them (JSON), read while the page renders
 * so that nothing shifts as they arrive, or null when the read fails: the screen then loads them
 * itself and shows that failure as it always has.
 */
export async function firstLoad<Json>(screen: string, read: () => Promise<unknown>): Promise<Json | null> {
  try {
    return JSON.parse(JSON.stringify(await read())) as Json;
  } catch (error) {
    console.error(`[ace] ${screen}: a first load failed on the server`, error);
    return null;
  }
}
