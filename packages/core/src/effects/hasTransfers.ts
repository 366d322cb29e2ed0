import { httpRpcRequest } from '../utils/httpRpcRequest.js'
import type { NewBlocks } from './watchNewBlocks.js'

// keccak256('Transfer(address,address,uint256)'): ERC-20 (and ERC-721)
// transfers, the event every token balance change emits.
const TRANSFER =
  '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/**
 * Whether `blocks` hold a token transfer from or to their account (two
 * `eth_getLogs` over the new blocks' range).
 */
export async function hasTransfers(blocks: NewBlocks): Promise<boolean> {
  const url = blocks.network.rpcUrls.default.http[0] ?? ''
  // An indexed address topic: the address left-padded to 32 bytes.
  const account = `0x${blocks.address.slice(2).toLowerCase().padStart(64, '0')}`
  const range = {
    fromBlock: `0x${blocks.fromBlock.toString(16)}`,
    toBlock: `0x${blocks.toBlock.toString(16)}`,
  }
  const logs = await Promise.all(
    [
      [TRANSFER, account],
      [TRANSFER, null, account],
    ].map((topics) =>
      httpRpcRequest<readonly unknown[]>({
        url,
        method: 'eth_getLogs',
        params: [{ ...range, topics }],
      }),
    ),
  )
  return logs.some((list) => list.length > 0)
}
