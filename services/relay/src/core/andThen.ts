/**
 * Applies `next` to a value that is either ready or a promise, staying
 * synchronous when it is ready: the in-memory hot path never allocates a
 * promise, the Redis path chains.
 */
export function andThen<T, U>(
  value: Promise<T> | T,
  next: (ready: T) => Promise<U> | U,
): Promise<U> | U {
  return value instanceof Promise ? value.then(next) : next(value)
}
