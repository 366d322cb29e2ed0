import type { Network } from '@latch/common'
import { getTransactionDecoder } from '@solana/kit'
import type { TokenBalance } from '../api/types.js'
import { buildSolanaTransfer } from './buildSolanaTransfer.js'
import { toBase64 } from './codecs.js'
import { getSolanaMint } from './getSolanaMint.js'
import { getSolanaRpc } from './getSolanaRpc.js'

/** What a signature costs when the node cannot price the message. */
const LAMPORTS_PER_SIGNATURE = 5_000n

/**
 * The fee of a Solana transfer in lamports: the transfer is built as it
 * would be sent and priced with getFeeForMessage (5,000 lamports per
 * signature when the node does not answer).
 */
export async function estimateSolanaSendFee(parameters: {
  network: Network
  token: TokenBalance
  from: string
  to: string
  units: bigint
}): Promise<bigint> {
  const { network, token, from, to, units } = parameters
  const rpc = getSolanaRpc(network)
  const { transaction } = await buildSolanaTransfer(rpc, {
    from,
    to,
    units,
    mint: getSolanaMint(token),
    decimals: Number(token.quantity.decimals),
  })
  const { messageBytes, signatures } =
    getTransactionDecoder().decode(transaction)
  const signers = BigInt(Object.keys(signatures).length)
  try {
    const { value } = await rpc
      .getFeeForMessage(toBase64(new Uint8Array(messageBytes)) as never, {
        commitment: 'confirmed',
      })
      .send()
    if (typeof value === 'bigint') return value
  } catch {
    // Fall back to the per-signature price below.
  }
  return LAMPORTS_PER_SIGNATURE * signers
}
