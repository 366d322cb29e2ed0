import { getBase58Decoder, getBase64Decoder } from '@solana/kit'
import type {
  ExecutableMessage,
  TransactionRecord,
} from '../chain/createSolanaChain.js'

export const transactionEncodings = [
  'json',
  'jsonParsed',
  'base64',
  'base58',
] as const
export type TransactionEncoding = (typeof transactionEncodings)[number]

function isWritable(message: ExecutableMessage, index: number) {
  const {
    numSignerAccounts,
    numReadonlySignerAccounts,
    numReadonlyNonSignerAccounts,
  } = message.header
  const total = message.staticAccounts.length
  if (index < numSignerAccounts)
    return index < numSignerAccounts - numReadonlySignerAccounts
  return index < total - numReadonlyNonSignerAccounts
}

/** The `transaction` field of getTransaction in json or jsonParsed. */
function encodeJsonTransaction(record: TransactionRecord, parsed: boolean) {
  const { message } = record
  const base58 = getBase58Decoder()
  const keys = record.accountKeys
  const instructions = message.instructions.map((instruction) => {
    const accounts = instruction.accountIndices ?? []
    const data = base58.decode(instruction.data ?? new Uint8Array())
    return parsed
      ? {
          programId: keys[instruction.programAddressIndex],
          accounts: accounts.map((index) => keys[index]),
          data,
          stackHeight: null,
        }
      : {
          programIdIndex: instruction.programAddressIndex,
          accounts,
          data,
          stackHeight: null,
        }
  })
  const encoded: Record<string, unknown> = {
    accountKeys: parsed
      ? keys.map((pubkey, index) => ({
          pubkey,
          signer: index < message.header.numSignerAccounts,
          writable: isWritable(message, index),
          source: 'transaction',
        }))
      : keys,
    header: {
      numRequiredSignatures: message.header.numSignerAccounts,
      numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
      numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
    },
    instructions,
    recentBlockhash: message.lifetimeToken,
  }
  if ('addressTableLookups' in message && message.version === 0)
    encoded.addressTableLookups = (message.addressTableLookups ?? []).map(
      (lookup) => ({
        accountKey: lookup.lookupTableAddress,
        writableIndexes: lookup.writableIndexes,
        readonlyIndexes: lookup.readonlyIndexes,
      }),
    )
  return { message: encoded, signatures: record.signatures }
}

/** A landed transaction as getTransaction returns it. */
export function encodeTransactionRecord(
  record: TransactionRecord,
  encoding: TransactionEncoding,
) {
  const transaction =
    encoding === 'base64'
      ? [getBase64Decoder().decode(record.wire), 'base64']
      : encoding === 'base58'
        ? [getBase58Decoder().decode(record.wire), 'base58']
        : encodeJsonTransaction(record, encoding === 'jsonParsed')
  return {
    slot: record.slot,
    blockTime: record.blockTime,
    version: record.message.version,
    transaction,
    meta: {
      err: record.err,
      status: record.err === null ? { Ok: null } : { Err: record.err },
      fee: record.fee,
      preBalances: record.preBalances,
      postBalances: record.postBalances,
      preTokenBalances: record.preTokenBalances,
      postTokenBalances: record.postTokenBalances,
      innerInstructions: [],
      logMessages: record.logs,
      rewards: [],
      loadedAddresses: { readonly: [], writable: [] },
      computeUnitsConsumed: record.unitsConsumed,
    },
  }
}
