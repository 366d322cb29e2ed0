import { type Hex, numberToHex } from 'viem'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import { EmbeddedError } from '../http/EmbeddedError.js'
import type { EmbeddedSession } from '../login/findEmbeddedSession.js'
import { getUserOperationStatus } from '../smartAccount/getUserOperationStatus.js'
import { callChainRpc } from './callChainRpc.js'

type Receipt = {
  status: string
  logs: unknown[]
  blockHash: string
  blockNumber: string
  gasUsed: string
  transactionHash: string
}

/**
 * EIP-5792 `wallet_getCallsStatus` of a batch this user sent with
 * `wallet_sendCalls`: 100 pending, 200 all confirmed, 500 a call reverted
 * (the calls are sequential, not atomic; a smart account's batch is one
 * user operation: `getUserOperationStatus`).
 */
export async function getCallsStatus(
  context: EmbeddedContext,
  { session, id }: { session: EmbeddedSession; id: unknown },
) {
  const [row] =
    typeof id === 'string' && /^0x[0-9a-f]{64}$/.test(id)
      ? await context.db.query<{
          chain_id: number
          hashes: string[] | string
          user_operation: boolean
        }>(
          'SELECT chain_id, hashes, user_operation FROM embedded_calls WHERE id = $1 AND user_id = $2',
          [id, session.userId],
        )
      : []
  if (!row)
    throw new EmbeddedError(400, 'unknown_bundle', 'Unknown call bundle id')
  const chain = context.chains.find((c) => c.chainId === Number(row.chain_id))
  if (!chain)
    throw new EmbeddedError(400, 'unsupported_chain', 'Network Not Found')
  if (row.user_operation) return getUserOperationStatus(chain, id as Hex)
  const hashes: string[] =
    typeof row.hashes === 'string' ? JSON.parse(row.hashes) : row.hashes
  const receipts = (await Promise.all(
    hashes.map((hash) =>
      callChainRpc(chain, {
        method: 'eth_getTransactionReceipt',
        params: [hash],
      }),
    ),
  )) as (Receipt | null)[]
  const done = receipts.filter((r): r is Receipt => r !== null)
  const failed = done.some((r) => r.status !== '0x1')
  return {
    version: '2.0.0',
    id,
    chainId: numberToHex(chain.chainId),
    atomic: false,
    status: failed ? 500 : done.length === hashes.length ? 200 : 100,
    receipts: done.map(
      ({ logs, status, blockHash, blockNumber, gasUsed, transactionHash }) => ({
        logs,
        status,
        blockHash,
        blockNumber,
        gasUsed,
        transactionHash,
      }),
    ),
  }
}
