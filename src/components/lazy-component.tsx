import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";

type LazyOptions<Props> = {
  /** Shown while the code loads (a dialog's: the dimmed screen and a spinner); nothing by default. */
  fallback?: ReactNode;
  /**
   * The code could not be loaded (no network): a dialog closes and says so. The part then renders
   * nothing, never an error thrown into the screen, which would replace the whole screen with the
   * error page. The browser keeps a failed load until the page is loaded again.
   */
  onUnavailable?: (props: Props) => void;
};

// React.lazy with its Suspense boundary: the component's chunk loads when it first renders, and
// nothing shows until then. Used instead of next/dynamic, whose loader (about 1 kB) would
// otherwise come with every page; next/dynamic stays only where `ssr: false` is needed.
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { fallback = null, onUnavailable }: LazyOptions<Props> = {},
): ComponentType<Props> {
  function Unavailable(props: Props) {
    const [first] = useState(props);
    useEffect(() => onUnavailable?.(first), [first]);
    return null;
  }
  const Lazy = lazy<ComponentType<Props>>(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error(error);
        return { default: Unavailable };
      },
    ),
  );
  return function LazyComponent(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
