import {
  describeSolanaTransaction,
  type SolanaTransactionDescription,
} from '@latch/solana/transactions'
import {
  type Address,
  type AddressesByLookupTableAddress,
  createSolanaRpc,
  fetchAddressesForLookupTables,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit'
import type { SolanaChainSettings } from '../../blockchain/settings/BlockchainSettings.js'
import { embeddedErrors } from '../http/EmbeddedError.js'
import {
  readSolanaTransaction,
  readSolanaTransactions,
  solanaParams,
} from './readSolanaParams.js'
import { readSolanaSignMessage } from './readSolanaSignMessage.js'
import {
  type SolanaSimulation,
  simulateSolanaTransaction,
} from './simulateSolanaTransaction.js'

/**
 * One transaction as the approval screen shows it: every instruction
 * named (`describeSolanaTransaction` of @latch/solana/transactions) and
 * what a simulation on the cluster changes.
 */
export type SolanaTransactionSummary = Omit<
  SolanaTransactionDescription,
  'writable'
> & { simulation: SolanaSimulation }

/** What a solana_* request asks, decoded for the frame's approval screen. */
export type SolanaRequestSummary = {
  /** solana_signMessage: the text (UTF-8), or undefined for binary. */
  text?: string | undefined
  /** solana_signMessage: the bytes in hex. */
  hex?: string | undefined
  /** solana_signMessage in the off-chain envelope (the text is shown). */
  format?: 'offchain'
  transactions?: SolanaTransactionSummary[] | undefined
}

export type DescribeSolanaRequestOptions = {
  /** The session's Solana address: its balance changes are the user's. */
  account?: string | undefined
}

/** Lookup tables of a v0 message, read on the cluster (none if it fails). */
async function lookupTables(
  rpcUrl: string | undefined,
  tables: Address[],
): Promise<AddressesByLookupTableAddress> {
  if (!rpcUrl || tables.length === 0) return {}
  try {
    return await fetchAddressesForLookupTables(
      tables,
      createSolanaRpc(rpcUrl),
      { abortSignal: AbortSignal.timeout(10_000) },
    )
  } catch {
    return {}
  }
}

async function summarise(
  wire: Uint8Array,
  rpcUrl: string | undefined,
  account: string | undefined,
): Promise<SolanaTransactionSummary> {
  let described: SolanaTransactionDescription
  try {
    const { messageBytes } = getTransactionDecoder().decode(wire)
    const bytes = new Uint8Array(messageBytes)
    const compiled = getCompiledTransactionMessageDecoder().decode(bytes)
    const tables =
      'addressTableLookups' in compiled
        ? (compiled.addressTableLookups ?? []).map((l) => l.lookupTableAddress)
        : []
    described = describeSolanaTransaction(bytes, {
      addressesByLookupTableAddress: await lookupTables(rpcUrl, tables),
    })
  } catch {
    throw embeddedErrors.badRequest('transaction is not a Solana transaction')
  }
  const { writable, ...summary } = described
  const simulation = await simulateSolanaTransaction(rpcUrl, {
    wire,
    writable,
    ...(account ? { user: account } : {}),
  })
  return { ...summary, simulation }
}

/**
 * Decodes a solana_* request for the frame's approval screen, with the
 * same bounds and refusals as signing: the message text (bytes that are a
 * transaction message are refused here, before the user is asked), or
 * for each transaction its fee payer, every instruction named with its
 * fields and warnings, and the balance changes of a simulation on
 * `chain` (`unavailable` without one). Malformed input → 400. A plain
 * JSON object.
 */
export async function describeSolanaRequest(
  chain: Pick<SolanaChainSettings, 'rpcUrls'> | undefined,
  method: string,
  params: unknown,
  { account }: DescribeSolanaRequestOptions = {},
): Promise<SolanaRequestSummary> {
  const input = solanaParams(params)
  const rpcUrl = chain?.rpcUrls[0]
  switch (method) {
    case 'solana_signMessage': {
      const { bytes, format, text: offchain } = readSolanaSignMessage(input)
      let text: string | undefined = offchain
      try {
        text ??= new TextDecoder('utf-8', { fatal: true }).decode(bytes)
      } catch {
        text = undefined
      }
      return {
        text,
        hex: Buffer.from(bytes).toString('hex'),
        ...(format === 'offchain' ? { format } : {}),
      }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction':
      return {
        transactions: [
          await summarise(
            readSolanaTransaction(input.transaction),
            rpcUrl,
            account,
          ),
        ],
      }
    case 'solana_signAllTransactions': {
      const wires = readSolanaTransactions(input.transactions)
      return {
        transactions: await Promise.all(
          wires.map((wire) => summarise(wire, rpcUrl, account)),
        ),
      }
    }
  }
  throw embeddedErrors.rpcNotAllowed()
}
