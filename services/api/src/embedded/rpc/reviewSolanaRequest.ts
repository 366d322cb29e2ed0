import {
  describeSolanaMessage,
  describeSolanaTransaction,
  type SolanaRequestReview,
  type SolanaTransactionReview,
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
import { simulateSolanaTransaction } from './simulateSolanaTransaction.js'

export type ReviewSolanaRequestOptions = {
  /** The session's Solana address: the signer, whose balance changes are the user's. */
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

async function reviewTransaction(
  wire: Uint8Array,
  rpcUrl: string | undefined,
  account: string | undefined,
): Promise<SolanaTransactionReview> {
  let described: ReturnType<typeof describeSolanaTransaction>
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
  const { writable, ...review } = described
  const simulation = await simulateSolanaTransaction(rpcUrl, {
    wire,
    writable,
    ...(account ? { user: account } : {}),
  })
  return { ...review, simulation }
}

/**
 * The frame's review of a solana_* request, with the same bounds and
 * refusals as signing: the message (`describeSolanaMessage` of
 * @latch/solana/transactions; bytes that are a transaction message are
 * refused here, before the user is asked), or each transaction
 * (`describeSolanaTransaction`, its v0 lookup tables read on `chain`) with
 * the balance changes of a simulation on `chain` (`unavailable` without
 * one). Malformed input → 400. A plain JSON object
 * (`SolanaRequestReview`), worded by the frame with `wordSolanaReview`.
 */
export async function reviewSolanaRequest(
  chain: Pick<SolanaChainSettings, 'rpcUrls'> | undefined,
  method: string,
  params: unknown,
  { account }: ReviewSolanaRequestOptions = {},
): Promise<SolanaRequestReview> {
  const input = solanaParams(params)
  const rpcUrl = chain?.rpcUrls[0]
  const review: SolanaRequestReview = { namespace: 'solana' }
  switch (method) {
    case 'solana_signMessage': {
      const { bytes, format } = readSolanaSignMessage(input)
      return { ...review, ...describeSolanaMessage(bytes, { format }) }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction':
      return {
        ...review,
        transactions: [
          await reviewTransaction(
            readSolanaTransaction(input.transaction),
            rpcUrl,
            account,
          ),
        ],
      }
    case 'solana_signAllTransactions': {
      const wires = readSolanaTransactions(input.transactions)
      return {
        ...review,
        transactions: await Promise.all(
          wires.map((wire) => reviewTransaction(wire, rpcUrl, account)),
        ),
      }
    }
  }
  throw embeddedErrors.rpcNotAllowed()
}
