import type { TokenBalance } from '../api/types.js'
import { getAdapter } from '../internal/getAdapter.js'
import {
  SendInProgressError,
  SendUnsupportedChainError,
} from '../send/errors.js'
import { prepareSend } from '../send/prepareSend.js'
import { validateSend } from '../send/validateSend.js'
import { dispatch } from '../state/dispatch.js'
import type { Config } from '../types/config.js'
import { getAccount } from './getAccount.js'
import { getSendState } from './getSendState.js'
import { refreshAfterSend } from './send/refreshAfterSend.js'
import { requestTransfer } from './send/requestTransfer.js'

export type SendTokenParameters = {
  /** @default the Send flow's token (`state.send.token`) */
  token?: TokenBalance | undefined
  /** In token units, e.g. '1.5'. @default `state.send.sendTokenAmount` */
  amount?: string | undefined
  /** @default `state.send.receiverAddress` */
  receiverAddress?: string | undefined
}

export type SendTokenReturnType = {
  /** The transaction's id: its 0x hash on eip155, its base58 signature on solana. */
  hash: string
}

/**
 * Sends a native or token amount from the active account (SPEC §4): on
 * eip155 the native currency or an ERC-20, on solana SOL or an SPL token
 * (through `solanaAdapter()`). Checks
 * the send rules of SPEC §5, the amount against the token's decimals and
 * the balance (`prepareSend`), asks the wallet, and on success resets the
 * Send state and refreshes balances and Activity once the transaction is
 * mined. While one send waits for the wallet another throws
 * SendInProgressError, so a double click sends once. Activity lists the
 * send as pending at once, then confirmed or failed: from the receipt on
 * eip155, from the adapter's `settled` on other namespaces.
 * https://latch.dev/docs/core/actions/sendToken
 *
 * @example
 * const { hash } = await sendToken(config, { token, amount: '1.5', receiverAddress })
 */
export async function sendToken(
  config: Config,
  parameters: SendTokenParameters = {},
): Promise<SendTokenReturnType> {
  const send = getSendState(config)
  if (send.loading) throw new SendInProgressError()
  const { chainNamespace, caipAddress } = getAccount(config)
  const input = {
    chainNamespace,
    token: parameters.token ?? send.token,
    amount: parameters.amount ?? send.sendTokenAmount,
    receiverAddress: parameters.receiverAddress ?? send.receiverAddress,
  }
  const setLoading = (loading: boolean) =>
    dispatch(config, { type: 'send/loadingChanged', loading })
  // SPEC §4: a successful send resets all send state; Activity shows it
  // as pending at once.
  const sent = (hash: string, to: string, token?: TokenBalance) =>
    dispatch(config, {
      type: 'send/sent',
      transaction: {
        hash,
        caipAddress: caipAddress ?? '',
        to,
        toName: parameters.receiverAddress
          ? undefined
          : send.receiverProfileName,
        amount: `${input.amount}`.trim(),
        symbol: token?.symbol ?? '',
        sentAt: new Date().toISOString(),
        status: 'pending',
      },
    })
  if (input.chainNamespace !== 'eip155') {
    // SPEC §5 first ('Unsupported chain' for namespaces without Send).
    const { token, amount, receiverAddress } = validateSend(input)
    const send = input.chainNamespace
      ? getAdapter(config, input.chainNamespace, 'sendToken')
      : undefined
    if (!send) throw new SendUnsupportedChainError(input.chainNamespace)
    setLoading(true)
    try {
      const { hash, settled } = await send(config, {
        token,
        amount,
        receiverAddress,
      })
      sent(hash, receiverAddress, token)
      // Pending → confirmed or failed, as the adapter saw it on the chain.
      void settled?.then(
        (status) =>
          status && dispatch(config, { type: 'send/settled', hash, status }),
        () => undefined,
      )
      return { hash }
    } catch (error) {
      setLoading(false)
      throw error
    }
  }
  const { token, to, units } = prepareSend(input)
  setLoading(true)
  try {
    // Not solana: prepareSend accepted eip155 only, `to` is checksummed 0x.
    const hash = await requestTransfer(config, {
      token,
      to: to as `0x${string}`,
      units,
    })
    sent(hash, to, token)
    void refreshAfterSend(config, { hash })
    return { hash }
  } catch (error) {
    setLoading(false)
    throw error
  }
}
