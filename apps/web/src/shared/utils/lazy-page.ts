import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';

/** A lazy chunk that has not arrived after this long counts as failed (spec 000 §9). */
export const LAZY_CHUNK_TIMEOUT_MS = 120_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Loading the page timed out after ${ms / 1000} s`)),
      ms,
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

// React.lazy itself accepts components of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TAnyComponent = ComponentType<any>;

/** A page's component that loads with its chunk, and can be asked to load ahead of rendering. */
export type TLazyPage<TComponent extends TAnyComponent> = ComponentType<
  ComponentProps<TComponent>
> & {
  /** Loads the chunk; a page rendered once it is here does not suspend. */
  preload: () => Promise<void>;
};

/**
 * React.lazy over a module's named export; a failed or slow chunk reaches the error boundary.
 *
 * A page whose chunk has already come (`preload`, or an earlier visit) renders at once instead of
 * suspending: React holds back the content that replaces a Suspense fallback until 300 ms after
 * the fallback appeared, so each suspension on the way to a page costs up to that much (budget:
 * the board renders in ≤ 3× a static page).
 */
export function lazyPage<
  TModule extends Record<string, TAnyComponent>,
  TName extends keyof TModule,
>(load: () => Promise<TModule>, name: TName): TLazyPage<TModule[TName]> {
  let loaded: TModule[TName] | undefined;
  let loading: Promise<TModule[TName]> | undefined;
  const loadOnce = () => {
    loading ??= withTimeout(load(), LAZY_CHUNK_TIMEOUT_MS).then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        loading = undefined; // a later visit tries again
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await loadOnce() }));

  function LazyPage(props: ComponentProps<TModule[TName]>) {
    // Chosen once per mount: turning from the lazy wrapper to the component would remount it.
    const [component] = useState<TAnyComponent>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  LazyPage.preload = () => loadOnce().then(() => undefined);
  return LazyPage;
}
