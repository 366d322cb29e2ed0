import { decodeEvmCall } from '@latch/common'
import type { Address, Hex } from 'viem'
import { messages } from '../messages.js'
import type { TokenInfo } from './readTokenInfo.js'
import { tokenAmount } from './tokenAmount.js'

/** A call named for a person, with what should make them stop and read. */
export type EvmCallDescription = { action?: string; warnings: string[] }

/**
 * Names an ERC-20/721/1155 call (decodeEvmCall): transfer, approve,
 * increaseAllowance, permit, setApprovalForAll, NFT transfers, amounts in
 * the token's decimals when `tokens` knows them; an unlimited approval or
 * an operator grant comes with a warning naming the spender. No action
 * for calldata it cannot name.
 */
export function describeEvmCall(
  call: { to?: Address | undefined; data?: Hex | undefined },
  tokens: Record<string, TokenInfo> = {},
): EvmCallDescription {
  // Params come from the page: anything but strings is not a call to name.
  if (typeof call.to !== 'string' || typeof call.data !== 'string')
    return { warnings: [] }
  const decoded = decodeEvmCall(call)
  if (!decoded) return { warnings: [] }
  const amount = (value: bigint) => tokenAmount(value, decoded.token, tokens)
  const symbol = tokens[decoded.token.toLowerCase()]?.symbol
  const unlimited = messages.unlimitedAmount(symbol, decoded.token)
  if (decoded.standard === 'erc20')
    switch (decoded.kind) {
      case 'transfer':
        return {
          action: messages.actionTransfer(amount(decoded.amount), decoded.to),
          warnings: [],
        }
      case 'transferFrom':
        return {
          action: messages.actionTransferFrom(
            amount(decoded.amount),
            decoded.from ?? '',
            decoded.to,
          ),
          warnings: [],
        }
      case 'approve':
      case 'increaseAllowance': {
        const what = decoded.unlimited ? unlimited : amount(decoded.amount)
        return {
          action:
            decoded.kind === 'approve'
              ? messages.actionApprove(what, decoded.spender)
              : messages.actionIncreaseAllowance(what, decoded.spender),
          warnings: decoded.unlimited
            ? [
                messages.warningUnlimited(
                  decoded.spender,
                  symbol ?? decoded.token,
                ),
              ]
            : [],
        }
      }
      case 'permit':
        return {
          action: messages.actionPermit({
            amount: decoded.unlimited ? unlimited : amount(decoded.amount),
            owner: decoded.owner,
            spender: decoded.spender,
            deadline: decoded.deadline.toString(),
          }),
          warnings: decoded.unlimited
            ? [
                messages.warningUnlimited(
                  decoded.spender,
                  symbol ?? decoded.token,
                ),
              ]
            : [],
        }
    }
  if (decoded.standard === 'erc721') {
    if (decoded.kind === 'setApprovalForAll')
      return decoded.approved
        ? {
            action: messages.actionApprovalForAll(
              decoded.operator,
              decoded.token,
            ),
            warnings: [
              messages.warningOperator(decoded.operator, decoded.token),
            ],
          }
        : {
            action: messages.actionRevokeForAll(
              decoded.operator,
              decoded.token,
            ),
            warnings: [],
          }
    if (decoded.kind === 'approve')
      return {
        action: messages.actionApprove(`#${decoded.tokenId}`, decoded.spender),
        warnings: [],
      }
    return {
      action: messages.actionNftTransfer({
        id: decoded.tokenId.toString(),
        collection: decoded.token,
        from: decoded.from,
        to: decoded.to,
      }),
      warnings: [],
    }
  }
  return {
    action: messages.actionMultiTransfer({
      items: decoded.ids
        .map((id, i) =>
          messages.multiItem(id.toString(), String(decoded.amounts[i] ?? 0n)),
        )
        .join(', '),
      collection: decoded.token,
      from: decoded.from,
      to: decoded.to,
    }),
    warnings: [],
  }
}
