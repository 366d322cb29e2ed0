import {
  type Address,
  type EncodedAccount,
  isSome,
  type MaybeEncodedAccount,
  type Option,
  type ReadonlyUint8Array,
  unwrapOption,
} from '@solana/kit'
import {
  AccountState,
  getMintDecoder,
  getMintSize,
  getTokenDecoder,
  getTokenSize,
  type Mint,
  TOKEN_PROGRAM_ADDRESS,
  type Token,
} from '@solana-program/token'
import { formatUnits } from 'viem'

/** An SPL token amount as the Solana JSON-RPC writes it. */
export type UiTokenAmount = {
  amount: string
  decimals: number
  uiAmount: number | null
  uiAmountString: string
}

export function toUiTokenAmount(
  amount: bigint,
  decimals: number,
): UiTokenAmount {
  const uiAmountString = formatUnits(amount, decimals)
  return {
    amount: amount.toString(),
    decimals,
    uiAmount: Number(uiAmountString),
    uiAmountString,
  }
}

/** The decoded SPL Token account, or null when `account` is not one. */
export function decodeTokenAccount(
  account: MaybeEncodedAccount | EncodedAccount,
): Token | null {
  return decodeTokenProgramAccount(account, getTokenSize, getTokenDecoder)
}

/** The decoded SPL Token mint, or null when `account` is not one. */
export function decodeMintAccount(
  account: MaybeEncodedAccount | EncodedAccount,
): Mint | null {
  return decodeTokenProgramAccount(account, getMintSize, getMintDecoder)
}

/** An existing account of the Token program, of its type's size, decoded. */
function decodeTokenProgramAccount<decoded>(
  account: MaybeEncodedAccount | EncodedAccount,
  getSize: () => number,
  getDecoder: () => { decode(data: ReadonlyUint8Array): decoded },
): decoded | null {
  if (!('exists' in account ? account.exists : true)) return null
  const encoded = account as EncodedAccount
  if (encoded.programAddress !== TOKEN_PROGRAM_ADDRESS) return null
  if (encoded.data.length !== getSize()) return null
  return getDecoder().decode(encoded.data)
}

const stateNames: Record<AccountState, string> = {
  [AccountState.Uninitialized]: 'uninitialized',
  [AccountState.Initialized]: 'initialized',
  [AccountState.Frozen]: 'frozen',
}

function optionalAddress(value: Option<Address>): Address | null {
  return unwrapOption(value)
}

/**
 * The `jsonParsed` data of an SPL Token account or mint (program
 * 'spl-token'), or null for any other account. `decimalsOf` finds a mint's
 * decimals for token accounts.
 */
export function parseTokenProgramAccount(
  account: EncodedAccount,
  decimalsOf: (mint: Address) => number,
): { program: 'spl-token'; parsed: unknown; space: number } | null {
  const token = decodeTokenAccount(account)
  if (token) {
    const decimals = decimalsOf(token.mint)
    const info: Record<string, unknown> = {
      isNative: isSome(token.isNative),
      mint: token.mint,
      owner: token.owner,
      state: stateNames[token.state],
      tokenAmount: toUiTokenAmount(token.amount, decimals),
    }
    const delegate = optionalAddress(token.delegate)
    if (delegate) {
      info.delegate = delegate
      info.delegatedAmount = toUiTokenAmount(token.delegatedAmount, decimals)
    }
    const closeAuthority = optionalAddress(token.closeAuthority)
    if (closeAuthority) info.closeAuthority = closeAuthority
    return {
      program: 'spl-token',
      parsed: { info, type: 'account' },
      space: account.data.length,
    }
  }
  const mint = decodeMintAccount(account)
  if (!mint) return null
  return {
    program: 'spl-token',
    parsed: {
      info: {
        decimals: mint.decimals,
        freezeAuthority: optionalAddress(mint.freezeAuthority),
        isInitialized: mint.isInitialized,
        mintAuthority: optionalAddress(mint.mintAuthority),
        supply: mint.supply.toString(),
      },
      type: 'mint',
    },
    space: account.data.length,
  }
}
