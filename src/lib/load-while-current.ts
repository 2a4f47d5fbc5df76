// The screens' loads inside an effect: an answer that arrives after the effect was cleaned up
// (the member moved to another date, closed the dialog, left the screen) is dropped.

/**
 * Waits for `load` and hands its value or failure on, unless the returned cleanup ran first.
 * Written as `useEffect(() => loadWhileCurrent(loadSomething(), onLoaded, onFailed), [deps])`.
 */
export function loadWhileCurrent<T>(
  load: Promise<T>,
  onLoaded: (value: T) => void,
  onFailed: (failure: unknown) => void,
): () => void {
  let current = true;
  load
    .then((value) => {
      if (current) onLoaded(value);
    })
    .catch((failure: unknown) => {
      if (current) onFailed(failure);
    });
  return () => {
    current = false;
  };
}
