import {
  dataKey,
  dataLifetime,
  type GetPermissionsParameters,
  type GetPermissionsReturnType,
  getPermissions,
} from '@latch/core'
import { type DataQueryResult, useDataQuery } from '../internal/useDataQuery.js'
import { useLatchAccount } from './useLatchAccount.js'

type Address = NonNullable<GetPermissionsParameters['address']>

export type UsePermissionsParameters = {
  /** @default the connected account */
  address?: Address | undefined
}

export type UsePermissionsReturnType = DataQueryResult<GetPermissionsReturnType>

/**
 * The account's smart sessions from latch-api (the data layer's
 * `permissions` entry; loaded again after a grant or revoke); idle while
 * no eip155 account is connected and no `address` is given.
 * https://latch.dev/docs/react/hooks/usePermissions
 */
export function usePermissions(
  parameters: UsePermissionsParameters = {},
): UsePermissionsReturnType {
  const { address: connected, isConnected } = useLatchAccount()
  const address =
    parameters.address ??
    (isConnected && connected?.startsWith('0x')
      ? (connected as Address)
      : undefined)
  return useDataQuery(
    address ? dataKey('permissions', `eip155:${address}`) : undefined,
    (config, signal) => getPermissions(config, { address, signal }),
    { lifetime: dataLifetime.permissions },
  )
}
