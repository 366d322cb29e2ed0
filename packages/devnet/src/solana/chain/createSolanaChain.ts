import {
  type Address,
  type Blockhash,
  type CompiledTransactionMessageWithLifetime,
  type EncodedAccount,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getSignatureFromTransaction,
  getTransactionEncoder,
  type LegacyCompiledTransactionMessage,
  type Transaction,
  type V0CompiledTransactionMessage,
} from '@solana/kit'
import { Clock, FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { createBlockLog } from './blockLog.js'
import { decodeMintAccount } from './tokenAccounts.js'
import {
  landsOnChain,
  type SolanaTransactionError,
  transactionErrorToJson,
} from './transactionError.js'
import {
  readTokenBalances,
  type TransactionTokenBalance,
} from './transactionTokenBalances.js'

/** A decoded legacy or v0 message (v1 is refused at the RPC). */
export type ExecutableMessage = (
  | LegacyCompiledTransactionMessage
  | V0CompiledTransactionMessage
) &
  CompiledTransactionMessageWithLifetime

/** Lamports per signature, as litesvm charges them. */
export const LAMPORTS_PER_SIGNATURE = 5000n

/** A transaction that landed (succeeded or failed while executing). */
export type TransactionRecord = {
  signature: string
  /** Base58 signatures in signer order. */
  signatures: string[]
  slot: bigint
  blockTime: number
  wire: Uint8Array
  message: ExecutableMessage
  accountKeys: Address[]
  err: SolanaTransactionError | null
  logs: string[]
  fee: bigint
  preBalances: bigint[]
  postBalances: bigint[]
  preTokenBalances: TransactionTokenBalance[]
  postTokenBalances: TransactionTokenBalance[]
  unitsConsumed: bigint
}

/** What a simulation (or a rejected preflight) found. */
export type SimulationOutcome = {
  err: SolanaTransactionError | null
  logs: string[]
  unitsConsumed: bigint
  postAccounts: Map<Address, EncodedAccount>
}

export type SubmitOutcome =
  | { landed: true; signature: string; record: TransactionRecord }
  | { landed: false; signature: string; failure: SimulationOutcome }

export type SolanaChain = ReturnType<typeof createSolanaChain>

type Options = {
  /** Blocks a blockhash stays valid (Solana: 150). */
  maxBlockhashAge?: number
}

/**
 * LiteSVM as a chain: every landed transaction makes a block (slot and block
 * height + 1, a new blockhash). Blockhashes are checked here, so any of the
 * recent ones is accepted, as on Solana, and older ones are rejected.
 */
export function createSolanaChain({ maxBlockhashAge = 150 }: Options = {}) {
  const svm = new LiteSVM().withBlockhashCheck(false)
  const genesisTime = BigInt(Math.floor(Date.now() / 1000))
  let slot = 0n
  let blockHeight = 0n
  const recentBlockhashes = new Map<string, bigint>()
  const records = new Map<string, TransactionRecord>()
  const history: TransactionRecord[] = []
  const messageDecoder = getCompiledTransactionMessageDecoder()
  const base58 = getBase58Decoder()

  function setClock() {
    const now = BigInt(Math.floor(Date.now() / 1000))
    svm.setClock(new Clock(slot, genesisTime, 0n, 0n, now))
  }
  function rememberLatestBlockhash() {
    recentBlockhashes.set(
      svm.latestBlockhash(),
      blockHeight + BigInt(maxBlockhashAge),
    )
    for (const [hash, lastValid] of recentBlockhashes)
      if (lastValid < blockHeight) recentBlockhashes.delete(hash)
  }
  const blockListeners = new Set<(record: TransactionRecord) => void>()
  const blocks = createBlockLog()
  function nextBlock(record: TransactionRecord) {
    const previousBlockhash = svm.latestBlockhash()
    slot += 1n
    blockHeight += 1n
    svm.expireBlockhash()
    setClock()
    rememberLatestBlockhash()
    blocks.add({
      slot: record.slot,
      parentSlot: record.slot === 0n ? 0n : record.slot - 1n,
      blockHeight: blockHeight - 1n,
      blockhash: svm.latestBlockhash(),
      previousBlockhash,
      blockTime: record.blockTime,
      transactions: [record],
    })
    for (const listener of blockListeners) listener(record)
  }
  setClock()
  rememberLatestBlockhash()

  function getAccount(address: Address) {
    return svm.getAccount(address)
  }
  function decimalsOf(mint: Address): number {
    return decodeMintAccount(getAccount(mint))?.decimals ?? 0
  }
  function isBlockhashValid(blockhash: string): boolean {
    const lastValid = recentBlockhashes.get(blockhash)
    return lastValid !== undefined && lastValid >= blockHeight
  }
  function decodeMessage(tx: Transaction): ExecutableMessage {
    return messageDecoder.decode(tx.messageBytes) as ExecutableMessage
  }
  function rejected(err: SolanaTransactionError): SimulationOutcome {
    return { err, logs: [], unitsConsumed: 0n, postAccounts: new Map() }
  }

  /** Runs `tx` without committing it. */
  function simulate(
    tx: Transaction,
    { sigVerify = false, replaceRecentBlockhash = false } = {},
  ): SimulationOutcome {
    const message = decodeMessage(tx)
    if (!replaceRecentBlockhash && !isBlockhashValid(message.lifetimeToken))
      return rejected('BlockhashNotFound')
    svm.withSigverify(sigVerify)
    try {
      const result = svm.simulateTransaction(tx)
      if (result instanceof FailedTransactionMetadata) {
        const meta = result.meta()
        return {
          err: transactionErrorToJson(result),
          logs: meta.logs(),
          unitsConsumed: meta.computeUnitsConsumed(),
          postAccounts: new Map(),
        }
      }
      const meta = result.meta()
      return {
        err: null,
        logs: meta.logs(),
        unitsConsumed: meta.computeUnitsConsumed(),
        postAccounts: new Map(
          result.postAccounts().map((account) => [account.address, account]),
        ),
      }
    } catch {
      return rejected('SignatureFailure')
    } finally {
      svm.withSigverify(true)
    }
  }

  /** Preflight (unless skipped), execute, and record a landed transaction. */
  function submit(
    tx: Transaction,
    { skipPreflight = false } = {},
  ): SubmitOutcome {
    let signature: string
    try {
      signature = getSignatureFromTransaction(tx)
    } catch {
      // no fee payer signature
      return {
        landed: false,
        signature: '',
        failure: rejected('SignatureFailure'),
      }
    }
    if (!skipPreflight) {
      const preflight = simulate(tx, { sigVerify: true })
      if (preflight.err) return { landed: false, signature, failure: preflight }
    }
    const message = decodeMessage(tx)
    if (!isBlockhashValid(message.lifetimeToken))
      return {
        landed: false,
        signature,
        failure: rejected('BlockhashNotFound'),
      }
    const accountKeys = [...message.staticAccounts]
    const balances = () => accountKeys.map((key) => svm.getBalance(key) ?? 0n)
    const tokenBalances = () =>
      readTokenBalances(accountKeys, getAccount, decimalsOf)
    const preBalances = balances()
    const preTokenBalances = tokenBalances()
    let result: ReturnType<LiteSVM['sendTransaction']>
    try {
      result = svm.sendTransaction(tx)
    } catch {
      return { landed: false, signature, failure: rejected('SignatureFailure') }
    }
    const err =
      result instanceof FailedTransactionMetadata
        ? transactionErrorToJson(result)
        : null
    const meta =
      result instanceof FailedTransactionMetadata ? result.meta() : result
    if (err !== null && !landsOnChain(err))
      return {
        landed: false,
        signature,
        failure: {
          err,
          logs: meta.logs(),
          unitsConsumed: meta.computeUnitsConsumed(),
          postAccounts: new Map(),
        },
      }
    const record: TransactionRecord = {
      signature,
      signatures: Object.values(tx.signatures).map((bytes) =>
        bytes ? base58.decode(bytes) : '',
      ),
      slot,
      blockTime: Math.floor(Date.now() / 1000),
      wire: new Uint8Array(getTransactionEncoder().encode(tx)),
      message,
      accountKeys,
      err,
      logs: meta.logs(),
      fee: LAMPORTS_PER_SIGNATURE * BigInt(message.header.numSignerAccounts),
      preBalances,
      postBalances: balances(),
      preTokenBalances,
      postTokenBalances: tokenBalances(),
      unitsConsumed: meta.computeUnitsConsumed(),
    }
    records.set(signature, record)
    history.push(record)
    nextBlock(record)
    return { landed: true, signature, record }
  }

  return {
    svm,
    get slot() {
      return slot
    },
    get blockHeight() {
      return blockHeight
    },
    get transactionCount() {
      return BigInt(history.length)
    },
    latestBlockhash() {
      const blockhash = svm.latestBlockhash() as Blockhash
      return {
        blockhash,
        lastValidBlockHeight: recentBlockhashes.get(blockhash) ?? blockHeight,
      }
    },
    isBlockhashValid,
    getAccount,
    decimalsOf,
    simulate,
    submit,
    findTransaction: (signature: string) => records.get(signature),
    /** The block produced at `slot` (undefined: none yet). */
    findBlock: blocks.get,
    /** Calls `listener` after each block (its one transaction); → remove. */
    onBlock(listener: (record: TransactionRecord) => void) {
      blockListeners.add(listener)
      return () => {
        blockListeners.delete(listener)
      }
    },
    /** Landed transactions, oldest first. */
    history: history as readonly TransactionRecord[],
  }
}
