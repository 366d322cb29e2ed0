import { ApiError } from '../api/ApiError.js'
import { getApiContext } from '../api/getApiContext.js'
import { getIdentity } from '../api/getIdentity.js'
import { reverseName } from '../api/reverseName.js'
import { dataKey } from '../data/dataKey.js'
import { dataLifetime } from '../data/dataLifetime.js'
import type { Config } from '../types/config.js'
import { getAccount } from './getAccount.js'

export type GetProfileParameters = {
  /** Skip the 5 min name and identity lifetimes. */
  force?: boolean | undefined
}

export type GetProfileReturnType = {
  name: string | undefined
  avatar: string | undefined
}

const notFound = (error: unknown) =>
  error instanceof ApiError && error.status === 404

/**
 * Loads the active account's profile into the data layer: the names
 * registered through the API (reverse lookup, key `names`, fresh 5 min),
 * and the identity's name and avatar (key `identity`, fresh 5 min); the
 * profile name is the first registered name, else the identity's. Without
 * an API server, or on a network it does not serve, it loads nothing. A failed reverse lookup makes the
 * profile's `error` true ('Error fetching names for address').
 * https://latch.dev/docs/core/actions/getProfile
 */
export async function getProfile(
  config: Config,
  parameters: GetProfileParameters = {},
): Promise<GetProfileReturnType> {
  const { address, caipAddress, chainNamespace } = getAccount(config)
  const { client } = getApiContext(config)
  const none = { name: undefined, avatar: undefined }
  if (!client || !address || !caipAddress || chainNamespace !== 'eip155')
    return none
  // A network the API does not serve has no names: not asked (SPEC §7).
  const network = caipAddress.split(':').slice(0, 2).join(':')
  const served = async () => {
    const { getRpcRouter } = await import('../api/rpcRouter.js')
    return (await getRpcRouter(config).serves(network)) !== false
  }
  const { data } = config._internal
  const { force } = parameters
  try {
    const [names, identity] = await Promise.all([
      data.fetch(
        dataKey('names', caipAddress),
        async () =>
          (await served())
            ? reverseName(client, { address, sender: address }).catch(
                (error) => {
                  if (notFound(error)) return []
                  throw error
                },
              )
            : [],
        { lifetime: dataLifetime.names, force },
      ),
      data
        .fetch(
          dataKey('identity', caipAddress),
          async () =>
            (await served())
              ? getIdentity(client, { address, sender: address })
              : { name: null, avatar: null },
          { lifetime: dataLifetime.identity, force },
        )
        .catch(() => ({ name: null, avatar: null })),
    ])
    return {
      name: names[0]?.name ?? identity.name ?? undefined,
      avatar: identity.avatar ?? undefined,
    }
  } catch {
    return none
  }
}
