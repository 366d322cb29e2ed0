import {
  dataKey,
  dataLifetime,
  type GetCapabilitiesParameters,
  type GetCapabilitiesReturnType,
  getCapabilities,
} from '@latch/core'
import { type DataQueryResult, useDataQuery } from '../internal/useDataQuery.js'
import { useLatchAccount } from './useLatchAccount.js'

export type UseCapabilitiesReturnType =
  DataQueryResult<GetCapabilitiesReturnType>

/**
 * The connected wallet's EIP-5792 capabilities per chain (the data
 * layer's `capabilities` entry of the account); idle while no eip155
 * wallet is connected.
 * https://latch.dev/docs/react/hooks/useCapabilities
 */
export function useCapabilities(
  parameters: GetCapabilitiesParameters = {},
): UseCapabilitiesReturnType {
  const { caipAddress, isConnected } = useLatchAccount()
  return useDataQuery(
    isConnected && caipAddress
      ? dataKey('capabilities', caipAddress, parameters)
      : undefined,
    (config) => getCapabilities(config, parameters),
    { lifetime: dataLifetime.capabilities },
  )
}
