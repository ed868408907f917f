/**
 * `make()` on first use, then the same value. For module-level values that cost time to build
 * (an `Intl` formatter loads its locale data, ~40 ms on a phone-class CPU): a module imported on
 * the first screen should not pay for them until they are used.
 */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
