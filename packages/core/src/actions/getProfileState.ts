import type { Config } from '../types/config.js'
import { getAccount } from './getAccount.js'

export type GetProfileStateReturnType = {
  /** The account's name, when it has one. */
  name: string | undefined
  avatar: string | undefined
  loading: boolean
  /** The reverse lookup failed ('Error fetching names for address'). */
  error: boolean
  apiConfigured: boolean
}

/** The active account's profile as it stands in state; load it with `getProfile`. */
export function getProfileState(config: Config): GetProfileStateReturnType {
  const { caipAddress } = getAccount(config)
  const slice = config.state.profile
  const current = slice && slice.caipAddress === caipAddress ? slice : undefined
  return {
    name: current?.name,
    avatar: current?.avatar,
    loading: current?.status === 'loading',
    error: current?.status === 'error',
    apiConfigured: config.options.apiUrl !== undefined,
  }
}
