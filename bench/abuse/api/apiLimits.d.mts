export type ApiAbuseLimits = {
  env: Record<string, string>
  rssBoundBytes: number
}

/** The limits the abuse suite starts latch-api with. */
export function apiAbuseLimits(
  scale: 'test' | 'bench',
  mode: 'pglite' | 'postgres',
): ApiAbuseLimits
