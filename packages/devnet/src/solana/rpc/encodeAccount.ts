import {
  type EncodedAccount,
  getBase58Decoder,
  getBase64Decoder,
  type MaybeEncodedAccount,
} from '@solana/kit'
import type { SolanaChain } from '../chain/createSolanaChain.js'
import { parseTokenProgramAccount } from '../chain/tokenAccounts.js'
import { invalidParams } from './JsonRpcError.js'
import { type RpcConfig, readEncoding } from './readParams.js'

const accountEncodings = ['base64', 'base58', 'jsonParsed'] as const
type AccountEncoding = (typeof accountEncodings)[number]

/** Rent epoch of a rent-exempt account, as Solana reports it (u64::MAX). */
const RENT_EXEMPT_EPOCH = 18_446_744_073_709_551_615n

export type AccountOptions = {
  encoding: AccountEncoding
  dataSlice?: { offset: number; length: number }
}

/** Reads `encoding` and `dataSlice` from a request config. */
export function readAccountOptions(config: RpcConfig): AccountOptions {
  const encoding = readEncoding(config, accountEncodings, 'base64')
  const slice = config.dataSlice
  if (slice === undefined) return { encoding }
  const { offset, length } = (slice ?? {}) as Record<string, unknown>
  if (
    !Number.isSafeInteger(offset) ||
    !Number.isSafeInteger(length) ||
    (offset as number) < 0 ||
    (length as number) < 0
  )
    throw invalidParams('Invalid params: dataSlice needs offset and length')
  return {
    encoding,
    dataSlice: { offset: offset as number, length: length as number },
  }
}

/** One account as getAccountInfo returns it, or null when it does not exist. */
export function encodeAccount(
  chain: SolanaChain,
  account: MaybeEncodedAccount | EncodedAccount,
  { encoding, dataSlice }: AccountOptions,
) {
  if ('exists' in account && !account.exists) return null
  const existing = account as EncodedAccount
  const fields = {
    executable: existing.executable,
    lamports: existing.lamports,
    owner: existing.programAddress,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: existing.data.length,
  }
  if (encoding === 'jsonParsed' && !dataSlice) {
    const parsed = parseTokenProgramAccount(existing, chain.decimalsOf)
    if (parsed) return { data: parsed, ...fields }
  }
  const data = dataSlice
    ? existing.data.slice(dataSlice.offset, dataSlice.offset + dataSlice.length)
    : existing.data
  if (encoding === 'base58') {
    if (data.length > 128)
      throw invalidParams(
        'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
      )
    return { data: [getBase58Decoder().decode(data), 'base58'], ...fields }
  }
  return { data: [getBase64Decoder().decode(data), 'base64'], ...fields }
}
