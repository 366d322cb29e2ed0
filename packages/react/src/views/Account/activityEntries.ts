import { type Network, truncateAddress } from '@latch/common'
import {
  addressLabelKey,
  type SentTransaction,
  type Transaction,
} from '@latch/core'
import { transactionUrl } from '../../internal/transactionUrl.js'
import type { ActivityEntry } from './ActivityRow.js'

/** Registered names by lowercase address. */
export type Names = ReadonlyMap<string, string>

/** The host's address labels, by `addressLabelKey` (SPEC §3). */
export type Labels = { readonly [address: string]: string }

const sameHash = (a: string | undefined, b: string | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase()

/** Whether the history lists the send `hash` (then shown from there, once). */
export const isListed = (
  transactions: readonly Transaction[],
  hash: string,
): boolean => transactions.some((t) => sameHash(t.metadata.hash, hash))

function directionOf(t: Transaction) {
  const direction = t.transfers[0]?.direction
  return direction === 'in' || direction === 'out' ? direction : undefined
}

/** The other side's address: the sender of what came in, else the receiver. */
export function counterpartyOf(t: Transaction): string | undefined {
  const [transfer] = t.transfers
  return directionOf(t) === 'in'
    ? (transfer?.sender ?? t.metadata.sentFrom)
    : (transfer?.recipient ?? t.metadata.sentTo)
}

/**
 * The other side as a row shows it: the host's label for it, else the name
 * the send was entered with, else its registered name, else its address
 * shortened as Account shows the network's addresses (0x1234…abcd on
 * eip155, first 4 … last 4 on Solana and Bitcoin).
 */
function shown(
  names: Names,
  labels: Labels,
  network: Network | undefined,
  address: string | undefined,
  name?: string,
) {
  const label = address && labels[addressLabelKey(address)]
  if (label) return label
  if (name) return name
  if (!address) return undefined
  const registered = names.get(address.toLowerCase())
  if (registered) return registered
  const evm = (network?.chainNamespace ?? 'eip155') === 'eip155'
  return truncateAddress(address, evm ? {} : { start: 4 })
}

/** An NFT transfer's token, named (else by collection and id), with its image. */
function nftOf(
  transfer: Transaction['transfers'][number] | undefined,
): ActivityEntry['nft'] {
  const info = transfer?.nft_info
  if (!info) return undefined
  const name =
    info.name ??
    [info.collection?.name, info.token_id && `#${info.token_id}`]
      .filter(Boolean)
      .join(' ')
  if (!name) return undefined
  return { name, image: info.content?.preview?.url }
}

/** A row of the history (the Latch API's, or the network's RPC's on Solana). */
export function fromHistory(
  t: Transaction,
  sent: readonly SentTransaction[],
  network: Network | undefined,
  names: Names,
  labels: Labels = {},
): ActivityEntry {
  const [transfer] = t.transfers
  const own = sent.find((s) => sameHash(s.hash, t.metadata.hash))
  return {
    direction: directionOf(t),
    // The name the send was entered with, else the one registered.
    counterparty: shown(names, labels, network, counterpartyOf(t), own?.toName),
    amount: transfer?.quantity?.numeric,
    symbol: transfer?.fungible_info?.symbol,
    time: t.metadata.minedAt,
    status: t.metadata.status === 'failed' ? 'failed' : 'confirmed',
    explorer: transactionUrl(network, t.metadata.hash),
    nft: nftOf(transfer),
  }
}

/** A row of the account's own send through this config (pending until mined). */
export function fromSent(
  s: SentTransaction,
  network: Network | undefined,
  names: Names,
  labels: Labels = {},
): ActivityEntry {
  return {
    direction: 'out',
    counterparty: shown(names, labels, network, s.to, s.toName),
    amount: s.amount,
    symbol: s.symbol,
    time: s.sentAt,
    status: s.status,
    explorer: transactionUrl(network, s.hash),
  }
}
