import type { SwapSettings, TokenSettings } from './BlockchainSettings.js'

type Hex = `0x${string}`
const addressPattern = /^0x[0-9a-fA-F]{40}$/

/**
 * Reads `LATCH_API_SWAP_<chainId>`: JSON of `SwapSettings`, e.g.
 * `{"wrappedNative":"0x…","uniswapV2":{"router":"0x…"},"uniswapV3":{"quoter":"0x…","router":"0x…","fees":[500,3000]},"tokens":[{"address":"0x…","name":"…","symbol":"…","decimals":18}]}`.
 * Absent or empty: `undefined`. Anything malformed throws an error naming
 * the variable and the field.
 */
export function readSwapEnv(
  env: Readonly<Record<string, string | undefined>>,
  chainId: number,
): SwapSettings | undefined {
  const name = `LATCH_API_SWAP_${chainId}`
  const text = env[name]?.trim()
  if (!text) return undefined
  const fail = (field: string): never => {
    throw new Error(`${name}: ${field} is missing or malformed.`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return fail('the value (not JSON)')
  }
  if (!isObject(json)) return fail('the value (not an object)')
  const address = (value: unknown, field: string): Hex =>
    typeof value === 'string' && addressPattern.test(value)
      ? (value as Hex)
      : fail(field)
  const v2 = json.uniswapV2
  const v3 = json.uniswapV3
  if (v2 !== undefined && !isObject(v2)) fail('uniswapV2')
  if (v3 !== undefined && !isObject(v3)) fail('uniswapV3')
  if (v2 === undefined && v3 === undefined) fail('uniswapV2 or uniswapV3')
  const fees = isObject(v3) ? v3.fees : undefined
  if (
    fees !== undefined &&
    (!Array.isArray(fees) ||
      fees.length === 0 ||
      fees.length > 4 ||
      !fees.every((f) => Number.isInteger(f) && f > 0 && f < 1_000_000))
  )
    fail('uniswapV3.fees')
  const tokens = json.tokens
  if (tokens !== undefined && !Array.isArray(tokens)) fail('tokens')
  const intermediates = json.intermediates
  if (
    intermediates !== undefined &&
    (!Array.isArray(intermediates) || intermediates.length > 8)
  )
    fail('intermediates')
  return {
    wrappedNative: address(json.wrappedNative, 'wrappedNative'),
    ...(isObject(v2)
      ? { uniswapV2: { router: address(v2.router, 'uniswapV2.router') } }
      : {}),
    ...(isObject(v3)
      ? {
          uniswapV3: {
            quoter: address(v3.quoter, 'uniswapV3.quoter'),
            router: address(v3.router, 'uniswapV3.router'),
            ...(fees ? { fees: fees as number[] } : {}),
          },
        }
      : {}),
    ...(Array.isArray(tokens)
      ? {
          tokens: tokens.map((t: unknown, i): TokenSettings => {
            const field = `tokens[${i}]`
            if (
              !isObject(t) ||
              typeof t.name !== 'string' ||
              typeof t.symbol !== 'string' ||
              !Number.isInteger(t.decimals) ||
              (t.decimals as number) < 0 ||
              (t.decimals as number) > 36 ||
              (t.iconUrl !== undefined && typeof t.iconUrl !== 'string')
            )
              return fail(field)
            return {
              address: address(t.address, `${field}.address`),
              name: t.name,
              symbol: t.symbol,
              decimals: t.decimals as number,
              ...(typeof t.iconUrl === 'string' ? { iconUrl: t.iconUrl } : {}),
            }
          }),
        }
      : {}),
    ...(Array.isArray(intermediates)
      ? {
          intermediates: intermediates.map((a: unknown, i) =>
            address(a, `intermediates[${i}]`),
          ),
        }
      : {}),
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
