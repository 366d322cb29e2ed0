import { formatUnits } from '@latch/common'
import type { AdapterSendFee, Config, TokenBalance } from '@latch/core'
import {
  ConnectorNotConnectedError,
  NetworkNotConfiguredError,
} from '@latch/core'
import {
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
} from '@solana/kit'
import { ASSOCIATED_TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { buildSolanaTransfer } from './buildSolanaTransfer.js'
import { toBase64 } from './codecs.js'
import { getSolanaMint } from './getSolanaMint.js'
import { getSolanaRpc } from './getSolanaRpc.js'

/** What a signature costs when the node cannot price the message. */
const LAMPORTS_PER_SIGNATURE = 5_000n
/** Bytes of an SPL token account (the receiver's new associated one). */
const TOKEN_ACCOUNT_SIZE = 165n
/** Its rent-exempt minimum at Solana's default rent, if the node is silent. */
const TOKEN_ACCOUNT_RENT = 2_039_280n

/**
 * The fee of sending `token` from the connected Solana account: the
 * transfer is built as it would be sent (1 unit, to `to` or the sender) and
 * priced with getFeeForMessage (5,000 lamports per signature when the node
 * does not answer). When the transfer creates the receiver's token account
 * (it has none), its rent-exempt minimum, which the sender pays, is added
 * (getMinimumBalanceForRentExemption of 165 bytes). Gas and gas price are
 * 0n: Solana prices signatures.
 */
export async function estimateSolanaSendFee(
  config: Config,
  parameters: { token: TokenBalance; to?: string | undefined },
): Promise<AdapterSendFee> {
  const { token } = parameters
  const held = config.state.namespaces.solana
  const from = held?.status === 'connected' ? held.accounts[0] : undefined
  if (!from) throw new ConnectorNotConnectedError()
  const network =
    config.networks.find((n) => n.caipNetworkId === token.chainId) ??
    config.networks.find((n) => n.caipNetworkId === held?.caipNetworkId)
  if (network?.chainNamespace !== 'solana')
    throw new NetworkNotConfiguredError(token.chainId)
  const rpc = getSolanaRpc(network)
  const { transaction } = await buildSolanaTransfer(rpc, {
    from,
    to: parameters.to ?? from,
    units: 1n,
    mint: getSolanaMint(token),
    decimals: Number(token.quantity.decimals),
  })
  const { messageBytes, signatures } =
    getTransactionDecoder().decode(transaction)
  let fee = LAMPORTS_PER_SIGNATURE * BigInt(Object.keys(signatures).length)
  try {
    const { value } = await rpc
      .getFeeForMessage(toBase64(new Uint8Array(messageBytes)) as never, {
        commitment: 'confirmed',
      })
      .send()
    if (typeof value === 'bigint') fee = value
  } catch {
    // Keep the per-signature price.
  }
  // buildSolanaTransfer adds the Associated Token program only to create
  // the receiver's account.
  const { staticAccounts } =
    getCompiledTransactionMessageDecoder().decode(messageBytes)
  if (staticAccounts.includes(ASSOCIATED_TOKEN_PROGRAM_ADDRESS)) {
    let rent = TOKEN_ACCOUNT_RENT
    try {
      rent = await rpc
        .getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE, {
          commitment: 'confirmed',
        })
        .send()
    } catch {
      // Keep the default rent.
    }
    fee += rent
  }
  const { decimals, symbol } = network.nativeCurrency
  return {
    gas: 0n,
    gasPrice: 0n,
    fee,
    formatted: formatUnits(fee, decimals),
    symbol,
  }
}
