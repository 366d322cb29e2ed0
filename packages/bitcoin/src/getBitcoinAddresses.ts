import type { BitcoinAddress, BitcoinAddressPurpose, Config } from '@latch/core'
import { getBitcoinConnection } from './getBitcoinConnection.js'

export type GetBitcoinAddressesParameters = {
  /** Which addresses to list. @default ['payment'] (SPEC §4 bip122 account type) */
  intentions?: readonly BitcoinAddressPurpose[] | undefined
}

/**
 * The addresses of the wallet connected in the bip122 namespace, with
 * their public keys and paths when the wallet shares them (WalletConnect
 * getAccountAddresses; sats-connect / Wallet Standard accounts).
 *
 * @example
 * const [payment] = await getBitcoinAddresses(config)
 */
export async function getBitcoinAddresses(
  config: Config,
  parameters: GetBitcoinAddressesParameters = {},
): Promise<readonly BitcoinAddress[]> {
  const { provider, account, chain } = await getBitcoinConnection(config)
  return provider.getAccountAddresses({
    account,
    chain,
    intentions: parameters.intentions ?? ['payment'],
  })
}
