import { lazy, Suspense, type ComponentType } from "react";

// React.lazy with its Suspense boundary: the component's chunk loads when it first renders, and
// nothing shows until then. Used instead of next/dynamic, whose loader (about 1 kB) would
// otherwise come with every page; next/dynamic stays only where `ssr: false` is needed.
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazyComponent(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
