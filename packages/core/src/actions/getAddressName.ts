import { ApiError } from '../api/ApiError.js'
import { getApiContext } from '../api/getApiContext.js'
import { reverseName } from '../api/reverseName.js'
import type { NameRecord } from '../api/types.js'
import { dataKey } from '../data/dataKey.js'
import { dataLifetime } from '../data/dataLifetime.js'
import type { Config } from '../types/config.js'
import { getAccount } from './getAccount.js'

export type GetAddressNameParameters = {
  /** A 0x address on the active EVM network (e.g. a sender in Activity). */
  address: string
}

/**
 * The first name registered through the API for any address (reverse
 * lookup, kept 5 min under the address's `names` entry, as the account's own
 * names are), or undefined: none registered, no API server, not on an EVM
 * network or on one the API does not serve, or the lookup failed (a name is a nicety, never an error).
 * Activity shows it for the other side of a transfer.
 * https://latch.dev/docs/core/actions/names
 *
 * @example
 * await getAddressName(config, { address: '0x70997970…79C8' }) // 'bob.latch.id'
 */
export async function getAddressName(
  config: Config,
  parameters: GetAddressNameParameters,
): Promise<string | undefined> {
  const { client } = getApiContext(config)
  const { address: sender, caipAddress, chainNamespace } = getAccount(config)
  const { address } = parameters
  if (!client || !caipAddress || chainNamespace !== 'eip155') return undefined
  // The active account's CAIP-2 network, this address.
  const network = caipAddress.split(':').slice(0, 2).join(':')
  const scope = `${network}:${address}`
  try {
    const names = await config._internal.data.fetch<readonly NameRecord[]>(
      dataKey('names', scope),
      async () => {
        // A network the API does not serve has no names: not asked (SPEC §7).
        const { getRpcRouter } = await import('../api/rpcRouter.js')
        if ((await getRpcRouter(config).serves(network)) === false) return []
        return reverseName(client, { address, sender }).catch((error) => {
          if (error instanceof ApiError && error.status === 404) return []
          throw error
        })
      },
      { lifetime: dataLifetime.names },
    )
    return names[0]?.name ?? undefined
  } catch {
    return undefined
  }
}
