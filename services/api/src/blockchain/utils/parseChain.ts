import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import type {
  BlockchainSettings,
  ChainSettings,
} from '../settings/BlockchainSettings.js'

const caip2 = /^eip155:([1-9][0-9]{0,15})$/
const plain = /^[1-9][0-9]{0,15}$/

/**
 * Finds the configured chain for a `chainId` parameter: CAIP-2
 * (`eip155:31337`) or a decimal chain id. Malformed → 400
 * `INVALID_CHAIN_ID`; well formed but not served → 400 `UNSUPPORTED_CHAIN`.
 */
export function parseChain(
  settings: Pick<BlockchainSettings, 'chains'>,
  value: unknown,
): ChainSettings {
  const match =
    typeof value === 'string'
      ? (caip2.exec(value)?.[1] ?? (plain.test(value) ? value : undefined))
      : undefined
  if (match === undefined)
    throw new BlockchainApiError(
      400,
      'INVALID_CHAIN_ID',
      'Invalid chainId: expected a CAIP-2 id such as eip155:1.',
    )
  const chain = settings.chains.find((c) => c.chainId === Number(match))
  if (!chain)
    throw new BlockchainApiError(
      400,
      'UNSUPPORTED_CHAIN',
      `Chain eip155:${match} is not supported by this server.`,
    )
  return chain
}
