import { lazy, type ComponentType } from 'react';

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

/** React.lazy over a module's named export; a failed or slow chunk reaches the error boundary. */
export function lazyPage<
  TModule extends Record<string, TAnyComponent>,
  TName extends keyof TModule,
>(load: () => Promise<TModule>, name: TName) {
  return lazy(async () => {
    const module = await withTimeout(load(), LAZY_CHUNK_TIMEOUT_MS);
    return { default: module[name] as TModule[TName] };
  });
}
