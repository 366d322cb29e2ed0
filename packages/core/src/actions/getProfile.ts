import { ApiError } from '../api/ApiError.js'
import { getApiContext } from '../api/getApiContext.js'
import { getIdentity } from '../api/getIdentity.js'
import { reverseName } from '../api/reverseName.js'
import type { Config } from '../types/config.js'
import type { ProfileState } from '../types/state.js'
import { getAccount } from './getAccount.js'

export type GetProfileParameters = {
  /** Skip the 5 min name and identity caches. */
  force?: boolean | undefined
}

export type GetProfileReturnType = {
  name: string | undefined
  avatar: string | undefined
}

const notFound = (error: unknown) =>
  error instanceof ApiError && error.status === 404

/**
 * Loads the active account's profile into state: a name registered through
 * the API (reverse lookup, cached 5 min), else the identity's name and
 * avatar (cached 5 min). Without an API server it loads nothing. A failed
 * reverse lookup leaves status 'error' ('Error fetching names for
 * address').
 * https://latch.dev/docs/core/actions/getProfile
 */
export async function getProfile(
  config: Config,
  parameters: GetProfileParameters = {},
): Promise<GetProfileReturnType> {
  const { address, caipAddress, chainNamespace } = getAccount(config)
  const { client, caches } = getApiContext(config)
  const none = { name: undefined, avatar: undefined }
  if (!client || !address || !caipAddress || chainNamespace !== 'eip155')
    return none
  const key = address.toLowerCase()
  if (parameters.force) {
    caches.names.delete(key)
    caches.identity.delete(key)
  }
  const set = (profile: Omit<ProfileState, 'caipAddress'>) => {
    if (getAccount(config).caipAddress === caipAddress)
      config.setState((s) => ({ ...s, profile: { caipAddress, ...profile } }))
  }
  const previous =
    config.state.profile?.caipAddress === caipAddress
      ? config.state.profile
      : undefined
  set({
    status: 'loading',
    name: previous?.name,
    avatar: previous?.avatar,
  })
  try {
    const [names, identity] = await Promise.all([
      caches.names.fetch(key, () =>
        reverseName(client, { address, sender: address }).catch((error) => {
          if (notFound(error)) return []
          throw error
        }),
      ),
      caches.identity
        .fetch(key, () => getIdentity(client, { address, sender: address }))
        .catch(() => ({ name: null, avatar: null })),
    ])
    const profile = {
      name: names[0]?.name ?? identity.name ?? undefined,
      avatar: identity.avatar ?? undefined,
    }
    set({ status: 'success', ...profile })
    return profile
  } catch {
    set({ status: 'error', name: undefined, avatar: undefined })
    return none
  }
}
