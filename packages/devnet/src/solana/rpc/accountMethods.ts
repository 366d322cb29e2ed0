import type { Address, EncodedAccount } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import {
  decodeMintAccount,
  decodeTokenAccount,
  toUiTokenAmount,
} from '../chain/tokenAccounts.js'
import { encodeAccount, readAccountOptions } from './encodeAccount.js'
import { invalidParams } from './JsonRpcError.js'
import { readAddress, readConfig, readU64 } from './readParams.js'
import { type RpcMethod, withContext } from './rpcMethod.js'

const TOKEN_2022_PROGRAM_ADDRESS =
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' as Address
const MAX_MULTIPLE_ACCOUNTS = 100

const getBalance: RpcMethod = ([address, config], { chain }) => {
  readConfig(config)
  const account = chain.getAccount(readAddress(address))
  return withContext(chain, account.exists ? account.lamports : 0n)
}

const getAccountInfo: RpcMethod = ([address, config], { chain }) => {
  const options = readAccountOptions(readConfig(config))
  const account = chain.getAccount(readAddress(address))
  return withContext(chain, encodeAccount(chain, account, options))
}

const getMultipleAccounts: RpcMethod = ([addresses, config], { chain }) => {
  const options = readAccountOptions(readConfig(config))
  if (!Array.isArray(addresses))
    throw invalidParams('Invalid params: expected an array of addresses')
  if (addresses.length > MAX_MULTIPLE_ACCOUNTS)
    throw invalidParams(
      `Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`,
    )
  const accounts = addresses.map((address) => readAddress(address))
  return withContext(
    chain,
    accounts.map((address) =>
      encodeAccount(chain, chain.getAccount(address), options),
    ),
  )
}

const getTokenAccountsByOwner: RpcMethod = (
  [owner, filter, config],
  { chain },
) => {
  const ownerAddress = readAddress(owner, 'owner')
  const options = readAccountOptions(readConfig(config))
  const { mint, programId } = (filter ?? {}) as Record<string, unknown>
  if (
    typeof filter !== 'object' ||
    filter === null ||
    (mint === undefined) === (programId === undefined)
  )
    throw invalidParams(
      'Invalid params: the filter must be { mint } or { programId }',
    )
  const mintAddress = mint === undefined ? null : readAddress(mint, 'mint')
  const program =
    programId === undefined
      ? TOKEN_PROGRAM_ADDRESS
      : readAddress(programId, 'programId')
  if (
    program !== TOKEN_PROGRAM_ADDRESS &&
    program !== TOKEN_2022_PROGRAM_ADDRESS
  )
    throw invalidParams('Invalid param: unrecognized Token program id')
  const matches = chain.svm
    .getProgramAccounts(program)
    .filter((account: EncodedAccount) => {
      const token = decodeTokenAccount(account)
      return (
        token !== null &&
        token.owner === ownerAddress &&
        (mintAddress === null || token.mint === mintAddress)
      )
    })
  return withContext(
    chain,
    matches.map((account) => ({
      pubkey: account.address,
      account: encodeAccount(chain, account, options),
    })),
  )
}

const getTokenAccountBalance: RpcMethod = ([address, config], { chain }) => {
  readConfig(config)
  const token = decodeTokenAccount(chain.getAccount(readAddress(address)))
  if (!token) throw invalidParams('Invalid param: not a Token account')
  return withContext(
    chain,
    toUiTokenAmount(token.amount, chain.decimalsOf(token.mint)),
  )
}

const getTokenSupply: RpcMethod = ([address, config], { chain }) => {
  readConfig(config)
  const mint = decodeMintAccount(chain.getAccount(readAddress(address, 'mint')))
  if (!mint) throw invalidParams('Invalid param: not a Token mint')
  return withContext(chain, toUiTokenAmount(mint.supply, mint.decimals))
}

const getMinimumBalanceForRentExemption: RpcMethod = ([length], { chain }) =>
  chain.svm.minimumBalanceForRentExemption(readU64(length ?? 0, 'data length'))

export const accountMethods: Record<string, RpcMethod> = {
  getBalance,
  getAccountInfo,
  getMultipleAccounts,
  getTokenAccountsByOwner,
  getTokenAccountBalance,
  getTokenSupply,
  getMinimumBalanceForRentExemption,
}
