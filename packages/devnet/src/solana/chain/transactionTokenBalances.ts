import type { Address, MaybeEncodedAccount } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import {
  decodeTokenAccount,
  toUiTokenAmount,
  type UiTokenAmount,
} from './tokenAccounts.js'

/** One entry of a transaction's pre/postTokenBalances (Solana RPC shape). */
export type TransactionTokenBalance = {
  accountIndex: number
  mint: Address
  owner: Address
  programId: Address
  uiTokenAmount: UiTokenAmount
}

/** The SPL token accounts among `accountKeys`, with their balances now. */
export function readTokenBalances(
  accountKeys: readonly Address[],
  getAccount: (address: Address) => MaybeEncodedAccount,
  decimalsOf: (mint: Address) => number,
): TransactionTokenBalance[] {
  const balances: TransactionTokenBalance[] = []
  accountKeys.forEach((key, accountIndex) => {
    const token = decodeTokenAccount(getAccount(key))
    if (!token) return
    balances.push({
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId: TOKEN_PROGRAM_ADDRESS,
      uiTokenAmount: toUiTokenAmount(token.amount, decimalsOf(token.mint)),
    })
  })
  return balances
}
