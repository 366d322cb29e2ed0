import { localSiwx, type SIWXConfig, serverSiwx } from '@latch/core'
import type { Network } from '@latch/react/networks'

/**
 * Sign-in for the demo, chosen by `?siwx=`: `required` or `optional`
 * (sessions kept in this browser, `localSiwx`), or `server` (verified by
 * the demo's latch-api, `serverSiwx`, required). Absent: no sign-in.
 */
export function siwxOption(
  query: URLSearchParams,
  api: { apiUrl: string | undefined; projectId: string },
): SIWXConfig | undefined {
  const mode = query.get('siwx')
  const statement = 'Sign in to the Latch demo.'
  if (mode === 'required' || mode === 'optional')
    return localSiwx({ required: mode === 'required', statement })
  if (mode === 'server' && api.apiUrl)
    return serverSiwx({
      apiUrl: api.apiUrl,
      projectId: api.projectId,
      statement,
    })
  return undefined
}

/**
 * The networks offered with sign-in on. WalletConnect signs in only when
 * every network is eip155 (SPEC §5), so by default the two EVM devnets;
 * `?siwxSolana=1` adds Solana Local, where the injected dev wallet signs in
 * with its Solana account (WalletConnect sign-in is then off).
 */
export function siwxNetworks(
  query: URLSearchParams,
  [evm1, evm2, solanaLocal]: readonly [Network, Network, Network, ...Network[]],
): [Network, ...Network[]] {
  return query.get('siwxSolana') === '1'
    ? [evm1, evm2, solanaLocal]
    : [evm1, evm2]
}
