import {
  createPublicClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  keccak256,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Db } from '../../db/Db.js'
import type { ChainSettings } from '../settings/BlockchainSettings.js'
import type { OnrampSettings } from './OnrampSettings.js'
import {
  findOrder,
  type OnrampOrder,
  type OnrampPayout,
  transitionOrder,
} from './onrampOrders.js'
import { recordPayoutError, storePayout } from './onrampPayouts.js'
import { sendOrderWebhook } from './sendWebhook.js'

/**
 * The boundaries of a delivery: `paid` (the order is delivering, nothing
 * signed), `signed` (the payout is stored, not yet broadcast), `broadcast`
 * (sent, its receipt not yet read).
 */
export type DeliveryStep = 'paid' | 'signed' | 'broadcast'

export type PayOutOptions = {
  /**
   * Called at each step boundary. A throw stops the delivery right there,
   * as a crash of the process would: nothing after it runs and the order
   * keeps its state (tests use it to stop a delivery midway).
   */
  onStep?: ((step: DeliveryStep) => void | Promise<void>) | undefined
}

/**
 * Pays a delivering order exactly once: signs the payout and stores it
 * (onrampPayouts.storePayout) unless it is stored already, then sends
 * those same bytes unless the chain knows them, and ends the order on its
 * receipt: completed, failed (reverted), or payout_rejected (the chain
 * refused the bytes and their nonce is used by another transaction; never
 * re-signed). Anything else (a node down, no receipt in time) leaves the
 * order delivering with `payout_error`, for the sweep to retry once the
 * lease runs out. Queues the outcome's webhook. Returns the order as it
 * ends.
 */
export async function payOutOrder(
  db: Db,
  settings: OnrampSettings,
  chain: ChainSettings,
  claimed: OnrampOrder,
  { onStep }: PayOutOptions = {},
): Promise<OnrampOrder> {
  let order = claimed
  let outcome: Outcome
  try {
    const client = publicClient(chain)
    if (!order.payout) {
      order = (await signAndStore(db, settings, chain, client, order)) ?? order
      if (order.status !== 'delivering' || !order.payout) return order
      await step(onStep, 'signed')
    }
    outcome = await settle(
      client,
      order.payout as OnrampPayout,
      settings,
      onStep,
    )
  } catch (error) {
    if (error instanceof StepStop) throw error.cause
    outcome = { retry: firstLine(error) }
  }
  return finish(db, settings, order, outcome)
}

type Outcome =
  | { mined: 'success' | 'reverted'; hash: `0x${string}` }
  | { rejected: string }
  | { retry: string }

// Wraps a throw of onStep, so it passes through the error handling.
class StepStop extends Error {}

async function step(onStep: PayOutOptions['onStep'], name: DeliveryStep) {
  try {
    await onStep?.(name)
  } catch (error) {
    throw new StepStop('stopped', { cause: error })
  }
}

async function signAndStore(
  db: Db,
  settings: OnrampSettings,
  chain: ChainSettings,
  client: PublicClient,
  order: OnrampOrder,
): Promise<OnrampOrder | undefined> {
  if (!settings.treasuryKey) throw new Error('no treasury key')
  const account = privateKeyToAccount(settings.treasuryKey)
  const amount = order.figures.purchaseUnits
  const call = order.asset.address
    ? {
        to: order.asset.address,
        value: 0n,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [order.destination, amount],
        }),
      }
    : { to: order.destination, value: amount, data: '0x' as const }
  const [gas, fees, pendingNonce] = await Promise.all([
    client.estimateGas({ account: account.address, ...call }),
    client.estimateFeesPerGas(),
    client.getTransactionCount({
      address: account.address,
      blockTag: 'pending',
    }),
  ])
  return storePayout(db, order, {
    chainId: chain.chainId,
    from: account.address,
    pendingNonce,
    sign: async (nonce) => {
      const raw = await account.signTransaction({
        ...call,
        type: 'eip1559',
        chainId: chain.chainId,
        nonce,
        gas,
        maxFeePerGas: fees.maxFeePerGas,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      })
      return { raw, hash: keccak256(raw) }
    },
  })
}

/** Finds the payout's receipt, sending its bytes first if the chain does not know them. */
async function settle(
  client: PublicClient,
  payout: OnrampPayout,
  settings: OnrampSettings,
  onStep: PayOutOptions['onStep'],
): Promise<Outcome> {
  const mined = await receiptOf(client, payout.hash)
  if (mined) return mined
  const known = await client
    .getTransaction({ hash: payout.hash })
    .catch(() => undefined)
  let refused: unknown
  if (!known)
    await client
      .sendRawTransaction({ serializedTransaction: payout.raw })
      .catch((error: unknown) => {
        refused = error
      })
  await step(onStep, 'broadcast')
  if (refused) {
    // The nonce count first, then the receipt: a payout mined between the
    // two reads is found, not taken for another transaction.
    const used = await client.getTransactionCount({
      address: payout.from,
      blockTag: 'latest',
    })
    const late = await receiptOf(client, payout.hash)
    if (late) return late
    if (used > payout.nonce)
      return {
        rejected: `the chain refused the payout ${payout.hash} and its nonce ${payout.nonce} is used by another transaction (${firstLine(refused)})`,
      }
    return { retry: `broadcast refused: ${firstLine(refused)}` }
  }
  const receipt = await client
    .waitForTransactionReceipt({
      hash: payout.hash,
      timeout: settings.receiptTimeoutMs,
    })
    .catch(() => undefined)
  if (!receipt)
    return {
      retry: `no receipt for ${payout.hash} yet; it will be looked up again`,
    }
  return { mined: receipt.status, hash: payout.hash }
}

async function receiptOf(
  client: PublicClient,
  hash: `0x${string}`,
): Promise<Outcome | undefined> {
  const receipt = await client
    .getTransactionReceipt({ hash })
    .catch(() => undefined)
  return receipt ? { mined: receipt.status, hash } : undefined
}

async function finish(
  db: Db,
  settings: OnrampSettings,
  order: OnrampOrder,
  outcome: Outcome,
): Promise<OnrampOrder> {
  let ended: OnrampOrder | undefined
  if ('retry' in outcome) {
    await recordPayoutError(db, order.id, outcome.retry)
    return (await findOrder(db, order.id)) ?? order
  }
  if ('rejected' in outcome)
    ended = await transitionOrder(
      db,
      order.id,
      ['delivering'],
      'payout_rejected',
      {
        failure: `Delivery failed: ${outcome.rejected}`.slice(0, 500),
      },
    )
  else if (outcome.mined === 'success')
    ended = await transitionOrder(db, order.id, ['delivering'], 'completed', {
      txHash: outcome.hash,
    })
  else
    ended = await transitionOrder(db, order.id, ['delivering'], 'failed', {
      failure: `Delivery failed: the transfer ${outcome.hash} reverted`,
    })
  // Another process ended it first (and queued its webhook).
  if (!ended) return (await findOrder(db, order.id)) ?? order
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

function publicClient(chain: ChainSettings): PublicClient {
  return createPublicClient({
    chain: defineChain({
      id: chain.chainId,
      name: `eip155:${chain.chainId}`,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: { default: { http: [...chain.rpcUrls] } },
    }),
    transport: http(chain.rpcUrls[0]),
  })
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return (text.split('\n')[0] ?? '').slice(0, 200)
}
