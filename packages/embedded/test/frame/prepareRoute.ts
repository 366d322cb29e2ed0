// Test helper (not part of the bundle): a scripted POST /rpc/prepare that
// answers reviews shaped like the service's (services/api …/rpc/prepare),
// built naively from the params, for the frame's DOM tests.
import type {
  EmbeddedReview,
  PreparedRequest,
} from '@latch/common/embedded-protocol'
import type { Route } from './createFrameHarness.js'

const hexText = (hex: string) => {
  const bytes = new Uint8Array(
    (hex.slice(2).match(/../g) ?? []).map((b) => Number.parseInt(b, 16)),
  )
  return new TextDecoder().decode(bytes)
}

/** The review the scripted service gives for `method` and `params`. */
export function scriptedReview(
  method: string,
  params: unknown,
): EmbeddedReview {
  const list = Array.isArray(params) ? params : []
  if (method.startsWith('solana_'))
    return { namespace: 'solana', text: 'hi', hex: '6869' }
  if (method === 'personal_sign')
    return {
      namespace: 'eip155',
      kind: 'message',
      text: hexText(String(list[0])),
      warnings: [],
    }
  const raw =
    method === 'wallet_sendCalls'
      ? ((list[0] as { calls?: unknown[] })?.calls ?? [])
      : [list[0]]
  const calls = raw.map((call) => {
    const { to, value, data } = (call ?? {}) as Record<string, string>
    return {
      to: to ?? null,
      value: BigInt(value ?? 0).toString(),
      dataBytes: data ? (data.length - 2) / 2 : 0,
      gas: '21000',
      maxFeePerGas: '2000000000',
      maxPriorityFeePerGas: '1000000000',
      maxFee: '42000000000000',
    }
  })
  return {
    namespace: 'eip155',
    kind: 'transaction',
    chainId: 31337,
    currency: { symbol: 'ETH', decimals: 18 },
    calls,
    maxFee: (42_000_000_000_000n * BigInt(calls.length)).toString(),
    simulation: { status: 'unavailable' },
    warnings: [],
  }
}

/** POST /rpc/prepare of the scripted service: ids prep-1, prep-2, … */
export function prepareRoute(): Route {
  let n = 0
  return ({ body }): PreparedRequest => ({
    id: `prep-${++n}`,
    expiresAt: Date.now() + 300_000,
    review: scriptedReview(String(body.method), body.params),
  })
}
