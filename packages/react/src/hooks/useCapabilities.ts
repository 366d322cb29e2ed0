import {
  type GetCapabilitiesParameters,
  type GetCapabilitiesReturnType,
  getCapabilities,
} from '@latch/core'
import {
  type ActionQueryResult,
  queryKey,
  useActionQuery,
} from '../internal/useActionQuery.js'
import { useLatchAccount } from './useLatchAccount.js'

export type UseCapabilitiesReturnType =
  ActionQueryResult<GetCapabilitiesReturnType>

/**
 * The connected wallet's EIP-5792 capabilities per chain; idle while no
 * eip155 wallet is connected. https://latch.dev/docs/react/hooks/useCapabilities
 */
export function useCapabilities(
  parameters: GetCapabilitiesParameters = {},
): UseCapabilitiesReturnType {
  const { address, isConnected } = useLatchAccount()
  return useActionQuery(
    isConnected ? queryKey([address, parameters]) : undefined,
    (config) => getCapabilities(config, parameters),
  )
}
