import type { EncodedAccount, ReadonlyUint8Array } from '@solana/kit'
import { encodeAccount, readAccountOptions } from './encodeAccount.js'
import { invalidParams } from './JsonRpcError.js'
import { readAddress, readConfig, readEncodedBytes } from './readParams.js'
import { type RpcMethod, withContext } from './rpcMethod.js'

type Filter = (data: ReadonlyUint8Array) => boolean

const MAX_FILTERS = 4

function readFilter(value: unknown): Filter {
  const filter = (value ?? {}) as Record<string, unknown>
  if (typeof value !== 'object' || value === null)
    throw invalidParams('Invalid params: a filter must be an object')
  if (filter.dataSize !== undefined) {
    const size = filter.dataSize
    if (!Number.isSafeInteger(size) || (size as number) < 0)
      throw invalidParams(
        'Invalid params: dataSize must be an unsigned integer',
      )
    return (data) => data.length === size
  }
  const memcmp = filter.memcmp as Record<string, unknown> | undefined
  if (typeof memcmp !== 'object' || memcmp === null)
    throw invalidParams(
      'Invalid params: a filter is { dataSize } or { memcmp }',
    )
  const { offset, bytes, encoding = 'base58' } = memcmp
  if (!Number.isSafeInteger(offset) || (offset as number) < 0)
    throw invalidParams(
      'Invalid params: memcmp.offset must be an unsigned integer',
    )
  if (
    typeof bytes !== 'string' ||
    (encoding !== 'base58' && encoding !== 'base64')
  )
    throw invalidParams('Invalid params: memcmp.bytes must be base58 or base64')
  const expected = readEncodedBytes(
    bytes,
    encoding,
    `Invalid params: memcmp.bytes is not ${encoding}`,
  )
  const start = offset as number
  return (data) =>
    data.length >= start + expected.length &&
    expected.every((byte, i) => data[start + i] === byte)
}

const getProgramAccounts: RpcMethod = ([program, config], { chain }) => {
  const programId = readAddress(program, 'program id')
  const options = readConfig(config)
  const accountOptions = readAccountOptions(options)
  const rawFilters = options.filters ?? []
  if (!Array.isArray(rawFilters) || rawFilters.length > MAX_FILTERS)
    throw invalidParams(
      `Invalid params: filters must be an array of at most ${MAX_FILTERS}`,
    )
  const filters = rawFilters.map(readFilter)
  const accounts = chain.svm
    .getProgramAccounts(programId)
    .filter((account: EncodedAccount) =>
      filters.every((matches) => matches(account.data)),
    )
    .map((account) => ({
      pubkey: account.address,
      account: encodeAccount(chain, account, accountOptions),
    }))
  return options.withContext === true ? withContext(chain, accounts) : accounts
}

export const programAccountMethods: Record<string, RpcMethod> = {
  getProgramAccounts,
}
