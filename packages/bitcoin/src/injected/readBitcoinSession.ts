import { bitcoin, bitcoinTestnet, isBitcoinAddress } from '@latch/common'
import { bitcoinChainOf, isTestnetBitcoinChain } from '../bitcoinChain.js'
import { BitcoinWalletAnswerError } from '../errors.js'
import { checkAddress, readPurpose } from '../readBitcoinAnswer.js'
import type { BitcoinNetworkList, BitcoinSession } from './types.js'

type Entry = { address?: unknown; purpose?: unknown; intention?: unknown }

/**
 * The session in an injected wallet's list of addresses: its payment
 * address (the first one of purpose `payment`, else the first Bitcoin
 * address) on the network the wallet names, or — when it names none or
 * one we cannot place — the network of the address itself.
 */
export function readBitcoinSession(
  method: string,
  entries: unknown,
  networkName: unknown,
  networks: BitcoinNetworkList,
): BitcoinSession {
  const list = Array.isArray(entries) ? (entries as Entry[]) : []
  const isAddress = (e: Entry) =>
    typeof e?.address === 'string' &&
    (isBitcoinAddress(e.address) ||
      isBitcoinAddress(e.address, { testnet: true }))
  const payment =
    list.find(
      (e) =>
        isAddress(e) && readPurpose(e.purpose ?? e.intention) === 'payment',
    ) ??
    list.find((e) => isAddress(e) && !readPurpose(e.purpose ?? e.intention))
  if (!payment)
    throw new BitcoinWalletAnswerError(method, 'No Bitcoin payment address.')
  const address = payment.address as string
  const chain =
    bitcoinChainOf(networkName, networks) ??
    (isBitcoinAddress(address)
      ? bitcoin.caipNetworkId
      : (networks.find(
          (n) => n.testnet && n.caipNetworkId.startsWith('bip122:'),
        )?.caipNetworkId ?? bitcoinTestnet.caipNetworkId))
  checkAddress(method, address, isTestnetBitcoinChain(chain))
  return { accounts: [address], chain }
}
