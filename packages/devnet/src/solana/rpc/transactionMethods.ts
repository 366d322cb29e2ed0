import { getTransferSolInstruction } from '@solana-program/system'
import type { SimulationOutcome } from '../chain/createSolanaChain.js'
import { sendChainTransaction } from '../chain/sendChainTransaction.js'
import { describeTransactionError } from '../chain/transactionError.js'
import { decodeWireTransaction } from './decodeWireTransaction.js'
import { encodeAccount, readAccountOptions } from './encodeAccount.js'
import {
  invalidParams,
  JsonRpcError,
  SEND_TRANSACTION_PREFLIGHT_FAILURE,
  TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
} from './JsonRpcError.js'
import {
  readAddress,
  readBoolean,
  readConfig,
  readEncoding,
  readU64,
} from './readParams.js'
import { type RpcMethod, withContext } from './rpcMethod.js'

const wireEncodings = ['base58', 'base64'] as const

/** The `value` of simulateTransaction (also the data of a preflight error). */
function simulationValue(
  outcome: SimulationOutcome,
  accounts: unknown = null,
  replacementBlockhash: unknown = null,
) {
  return {
    accounts,
    err: outcome.err,
    innerInstructions: null,
    loadedAccountsDataSize: null,
    logs: outcome.logs,
    replacementBlockhash,
    returnData: null,
    unitsConsumed: outcome.unitsConsumed,
  }
}

const sendTransaction: RpcMethod = ([data, config], node) => {
  const options = readConfig(config)
  const encoding = readEncoding(options, wireEncodings, 'base58')
  const skipPreflight = readBoolean(options, 'skipPreflight', false)
  const transaction = decodeWireTransaction(data, encoding)
  const outcome = node.chain.submit(transaction, { skipPreflight })
  if (outcome.landed) return outcome.signature
  const { err } = outcome.failure
  if (err === 'SignatureFailure')
    throw new JsonRpcError(
      TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
      'Transaction signature verification failure',
    )
  // Without preflight the node takes the transaction and it never lands.
  if (skipPreflight) return outcome.signature
  throw new JsonRpcError(
    SEND_TRANSACTION_PREFLIGHT_FAILURE,
    `Transaction simulation failed: ${describeTransactionError(err ?? '')}`,
    simulationValue(outcome.failure),
  )
}

const simulateTransaction: RpcMethod = ([data, config], node) => {
  const options = readConfig(config)
  const encoding = readEncoding(options, wireEncodings, 'base58')
  const sigVerify = readBoolean(options, 'sigVerify', false)
  const replaceRecentBlockhash = readBoolean(
    options,
    'replaceRecentBlockhash',
    false,
  )
  if (sigVerify && replaceRecentBlockhash)
    throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
  const transaction = decodeWireTransaction(data, encoding)
  const outcome = node.chain.simulate(transaction, {
    sigVerify,
    replaceRecentBlockhash,
  })
  let accounts: unknown = null
  if (options.accounts !== undefined) {
    const { addresses, ...accountConfig } = (options.accounts ?? {}) as Record<
      string,
      unknown
    >
    if (!Array.isArray(addresses))
      throw invalidParams('Invalid params: accounts.addresses must be an array')
    const accountOptions = readAccountOptions(readConfig(accountConfig))
    accounts = addresses.map((value) => {
      const address = readAddress(value)
      const account =
        outcome.postAccounts.get(address) ?? node.chain.getAccount(address)
      return encodeAccount(node.chain, account, accountOptions)
    })
  }
  return withContext(
    node.chain,
    simulationValue(
      outcome,
      accounts,
      replaceRecentBlockhash ? node.chain.latestBlockhash() : null,
    ),
  )
}

/** Most lamports one airdrop may ask for (1,000,000 SOL). */
const MAX_AIRDROP_LAMPORTS = 1_000_000n * 1_000_000_000n

const requestAirdrop: RpcMethod = async ([address, lamports, config], node) => {
  const destination = readAddress(address)
  const amount = readU64(lamports, 'lamports')
  readConfig(config)
  if (amount === 0n || amount > MAX_AIRDROP_LAMPORTS)
    throw invalidParams(
      `Invalid param: airdrop lamports must be 1 to ${MAX_AIRDROP_LAMPORTS}`,
    )
  const outcome = await sendChainTransaction(node.chain, node.faucet, [
    getTransferSolInstruction({
      source: node.faucet,
      destination,
      amount,
    }),
  ])
  const err = outcome.landed ? outcome.record.err : outcome.failure.err
  if (err)
    throw new JsonRpcError(
      -32600,
      `airdrop request failed: ${describeTransactionError(err)}`,
    )
  return outcome.signature
}

export const transactionMethods: Record<string, RpcMethod> = {
  sendTransaction,
  simulateTransaction,
  requestAirdrop,
}
