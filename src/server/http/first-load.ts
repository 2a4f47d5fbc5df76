/**
 * What a value becomes once sent as JSON: instants as ISO strings, methods gone (`undefined`
 * fields go too; their type keeps `undefined`). A screen's first contents are typed by what
 * their read returns, through this.
 */
export type AsJson<T> = T extends Date
  ? string
  : T extends string | number | boolean | null | undefined
    ? T
    : T extends readonly (infer Item)[]
      ? AsJson<Item>[]
      : T extends object
        ? { [Key in keyof T as T[Key] extends (...args: never[]) => unknown ? never : Key]: AsJson<T[Key]> }
        : never;

/**
 * A screen's first contents as their API call answers them (JSON), read while the page renders
 * so that nothing shifts as they arrive, or null when the read fails: the screen then loads them
 * itself and shows that failure as it always has.
 */
export async function firstLoad<T>(screen: string, read: () => Promise<T>): Promise<AsJson<T> | null> {
  try {
    return JSON.parse(JSON.stringify(await read())) as AsJson<T>;
  } catch (error) {
    console.error(`[ace] ${screen}: a first load failed on the server`, error);
    return null;
  }
}
