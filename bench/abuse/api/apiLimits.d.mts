export type ApiAbuseLimits = {
  env: Record<string, string>
  rssBoundBytes: number
}

/** The peak RSS bound of latch-api for these env values in `mode`. */
export function apiRssBound(
  values: Record<string, number>,
  mode: 'pglite' | 'postgres',
): number

/** The limits the abuse suite starts latch-api with. */
export function apiAbuseLimits(
  scale: 'test' | 'bench',
  mode: 'pglite' | 'postgres',
): ApiAbuseLimits
