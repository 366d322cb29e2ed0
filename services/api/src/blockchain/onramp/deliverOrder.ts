import {
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  http,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Db } from '../../db/Db.js'
import type { ChainSettings } from '../settings/BlockchainSettings.js'
import type { OnrampSettings } from './OnrampSettings.js'
import {
  type OnrampOrder,
  type OrderState,
  transitionOrder,
} from './onrampOrders.js'
import { sendOrderWebhook } from './sendWebhook.js'

// One treasury transaction at a time per process (nonces stay in order).
let queue: Promise<unknown> = Promise.resolve()
function serially<T>(fn: () => Promise<T>): Promise<T> {
  const run = queue.then(fn, fn)
  queue = run.catch(() => undefined)
  return run
}

/**
 * Pays an order: claims it (`from` → delivering, one statement: a double
 * submit or a replay finds it claimed and sends nothing), sends the bought
 * ETH or ERC-20 from the treasury to the destination, records the hash and
 * completes it (failed when the chain refuses), then queues its webhook.
 * Returns the order as it ends, or undefined when it was not claimable.
 */
export async function deliverOrder(
  db: Db,
  settings: OnrampSettings,
  chain: ChainSettings,
  orderId: string,
  from: readonly OrderState[],
): Promise<OnrampOrder | undefined> {
  const claimed = await transitionOrder(db, orderId, from, 'delivering')
  if (!claimed) return undefined
  let ended: OnrampOrder | undefined
  try {
    const txHash = await serially(() => send(settings, chain, claimed))
    ended = await transitionOrder(db, orderId, ['delivering'], 'completed', {
      txHash,
    })
  } catch (error) {
    ended = await transitionOrder(db, orderId, ['delivering'], 'failed', {
      failure: `Delivery failed: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 200)}`,
    })
  }
  if (ended)
    await sendOrderWebhook(
      db,
      settings,
      ended,
      ended.status === 'completed'
        ? 'onramp.order.completed'
        : 'onramp.order.failed',
    )
  return ended
}

async function send(
  settings: OnrampSettings,
  chainSettings: ChainSettings,
  order: OnrampOrder,
): Promise<`0x${string}`> {
  if (!settings.treasuryKey) throw new Error('no treasury key')
  const chain = defineChain({
    id: chainSettings.chainId,
    name: `eip155:${chainSettings.chainId}`,
    nativeCurrency: chainSettings.nativeCurrency,
    rpcUrls: { default: { http: [...chainSettings.rpcUrls] } },
  })
  const transport = http(chainSettings.rpcUrls[0])
  const wallet = createWalletClient({
    account: privateKeyToAccount(settings.treasuryKey),
    chain,
    transport,
  })
  const client = createPublicClient({ chain, transport })
  const amount = order.figures.purchaseUnits
  const hash = order.asset.address
    ? await wallet.writeContract({
        address: order.asset.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [order.destination, amount],
      })
    : await wallet.sendTransaction({ to: order.destination, value: amount })
  const receipt = await client.waitForTransactionReceipt({
    hash,
    timeout: 60_000,
  })
  if (receipt.status !== 'success')
    throw new Error(`the transfer ${hash} reverted`)
  return hash
}
