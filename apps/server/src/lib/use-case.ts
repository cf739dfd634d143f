/**
 * A use case with its module's context given: the signature the routes and the other modules
 * call, so a service object stays a thin list of its use cases.
 */
export function bindUseCase<C, A extends unknown[], R>(
  ctx: C,
  useCase: (ctx: C, ...args: A) => R,
): (...args: A) => R {
  return (...args: A): R => useCase(ctx, ...args);
}
