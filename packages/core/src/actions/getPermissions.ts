import type { BaseError } from '@latch/common'
import { type Address, getAddress, type Hex } from 'viem'
import { ApiNotConfiguredError } from '../api/errors.js'
import { getApiContext } from '../api/getApiContext.js'
import { getSessions } from '../api/getSessions.js'
import { ConnectorNotConnectedError } from '../errors/connector.js'
import { SmartSessionsDisabledError } from '../errors/smartSessions.js'
import type { Config } from '../types/config.js'

export type GetPermissionsParameters = {
  /** @default the connected eip155 account */
  address?: Address | undefined
  signal?: AbortSignal | undefined
}

/** One smart session of the account, as latch-api stores it. */
export type SmartSession = {
  permissionsContext: Hex
  delegationHash: Hex
  chainId: number
  /** The granting account. */
  address: Address
  sessionKey: Address
  /** As granted; amounts as decimal strings of base units. */
  permissions: readonly unknown[]
  /** Unix seconds. */
  expiry: number
  /** ISO date. */
  createdAt: string
  revoked: boolean
}

export type GetPermissionsReturnType = readonly SmartSession[]

/**
 * SmartSessionsDisabledError, ApiNotConfiguredError (no `apiUrl`),
 * ConnectorNotConnectedError (no address and no eip155 account), ApiError.
 */
export type GetPermissionsErrorType = BaseError

/**
 * The account's smart sessions, newest first, revoked ones included
 * (latch-api's `GET /v1/sessions/{address}`). `usePermissions` keeps it
 * in the data layer's `permissions` entry, loaded again after a grant or
 * revoke through this config.
 *
 * https://latch.dev/docs/core/actions/getPermissions
 *
 * @example
 * const sessions = await getPermissions(config)
 * const live = sessions.filter((s) => !s.revoked && s.expiry > now)
 */
export async function getPermissions(
  config: Config,
  parameters: GetPermissionsParameters = {},
): Promise<GetPermissionsReturnType> {
  if (!config.options.features.smartSessions)
    throw new SmartSessionsDisabledError()
  const { client } = getApiContext(config)
  if (!client) throw new ApiNotConfiguredError()
  const address =
    parameters.address ?? config.state.namespaces.eip155?.accounts[0]
  if (!address) throw new ConnectorNotConnectedError()
  const sessions = await getSessions(client, {
    address,
    signal: parameters.signal,
  })
  return sessions.map((s) => ({
    permissionsContext: s.pci as Hex,
    delegationHash: s.delegationHash as Hex,
    chainId: s.chainId,
    address: getAddress(s.address),
    sessionKey: getAddress(s.sessionKey),
    permissions: s.permissions,
    expiry: s.expiry,
    createdAt: s.createdAt,
    revoked: s.revoked,
  }))
}
