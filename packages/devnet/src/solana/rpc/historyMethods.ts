import { isSignature } from '@solana/kit'
import type { TransactionRecord } from '../chain/createSolanaChain.js'
import {
  encodeTransactionRecord,
  transactionEncodings,
} from './encodeTransaction.js'
import { invalidParams, JsonRpcError } from './JsonRpcError.js'
import {
  readAddress,
  readConfig,
  readEncoding,
  readSignature,
} from './readParams.js'
import { type RpcMethod, withContext } from './rpcMethod.js'

const MAX_SIGNATURE_STATUSES = 256
const MAX_SIGNATURES_FOR_ADDRESS = 1000
/** Solana: the transaction's version is newer than the client accepts. */
const UNSUPPORTED_TRANSACTION_VERSION = -32015

function status(record: TransactionRecord) {
  return record.err === null ? { Ok: null } : { Err: record.err }
}

const getSignatureStatuses: RpcMethod = ([signatures, config], { chain }) => {
  readConfig(config)
  if (!Array.isArray(signatures))
    throw invalidParams('Invalid params: expected an array of signatures')
  if (signatures.length > MAX_SIGNATURE_STATUSES)
    throw invalidParams(
      `Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`,
    )
  const values = signatures.map((value) => {
    const record = chain.findTransaction(readSignature(value))
    if (!record) return null
    return {
      slot: record.slot,
      confirmations: null,
      err: record.err,
      status: status(record),
      confirmationStatus: 'finalized',
    }
  })
  return withContext(chain, values)
}

const getTransaction: RpcMethod = ([signature, config], { chain }) => {
  const options = readConfig(
    typeof config === 'string' ? { encoding: config } : config,
  )
  const encoding = readEncoding(options, transactionEncodings, 'json')
  const record = chain.findTransaction(readSignature(signature))
  if (!record) return null
  const maxVersion = options.maxSupportedTransactionVersion
  if (
    record.message.version !== 'legacy' &&
    (typeof maxVersion !== 'number' || maxVersion < record.message.version)
  )
    throw new JsonRpcError(
      UNSUPPORTED_TRANSACTION_VERSION,
      `Transaction version (${record.message.version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${record.message.version}`,
    )
  return encodeTransactionRecord(record, encoding)
}

function readOptionalSignature(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isSignature(value))
    throw invalidParams('Invalid param: not a base58 transaction signature')
  return value
}

const getSignaturesForAddress: RpcMethod = ([address, config], { chain }) => {
  const account = readAddress(address)
  const options = readConfig(config)
  const limit = options.limit ?? MAX_SIGNATURES_FOR_ADDRESS
  if (
    !Number.isSafeInteger(limit) ||
    (limit as number) < 1 ||
    (limit as number) > MAX_SIGNATURES_FOR_ADDRESS
  )
    throw invalidParams('Invalid param: limit must be 1 to 1000')
  const before = readOptionalSignature(options.before)
  const until = readOptionalSignature(options.until)
  const found = []
  let started = before === undefined
  for (let i = chain.history.length - 1; i >= 0; i--) {
    const record = chain.history[i] as TransactionRecord
    if (record.signature === until) break
    if (!started) {
      started = record.signature === before
      continue
    }
    if (!record.accountKeys.includes(account)) continue
    found.push({
      signature: record.signature,
      slot: record.slot,
      err: record.err,
      memo: null,
      blockTime: record.blockTime,
      confirmationStatus: 'finalized',
    })
    if (found.length >= (limit as number)) break
  }
  return found
}

export const historyMethods: Record<string, RpcMethod> = {
  getSignatureStatuses,
  getTransaction,
  getSignaturesForAddress,
}
