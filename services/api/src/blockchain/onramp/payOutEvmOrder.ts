import {
  createPublicClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  keccak256,
  type PublicClient,
  parseTransaction,
  type TransactionSerializableEIP1559,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Db } from '../../db/Db.js'
import type { ChainSettings } from '../settings/BlockchainSettings.js'
import {
  finishPayout,
  firstLine,
  type PayOutOptions,
  type PayoutOutcome,
  StepStop,
  step,
} from './finishPayout.js'
import type { OnrampSettings } from './OnrampSettings.js'
import type { OnrampOrder, OnrampPayout } from './onrampOrders.js'
import { replacePayout, storePayout } from './onrampPayouts.js'

/**
 * Pays a delivering order exactly once: signs the payout and stores it
 * (onrampPayouts.storePayout) unless it is stored already, then sends
 * those same bytes unless the chain knows them, and ends the order on its
 * receipt: completed, failed (reverted), or payout_rejected (the chain
 * refused the bytes and their nonce is used by another transaction; never
 * re-signed with another nonce). A stored payout the chain can no longer
 * include (the base fee rose above its maxFeePerGas) is replaced by the
 * same transfer with the same nonce and higher fees, stored before it is
 * sent; every hash it replaced is still looked for, as any one of them may
 * be mined (and only one can be). Anything else (a node down, no receipt in time) leaves the
 * order delivering with `payout_error`, for the sweep to retry once the
 * lease runs out. Queues the outcome's webhook. Returns the order as it
 * ends.
 */
export async function payOutEvmOrder(
  db: Db,
  settings: OnrampSettings,
  chain: ChainSettings,
  claimed: OnrampOrder,
  { onStep }: PayOutOptions = {},
): Promise<OnrampOrder> {
  let order = claimed
  let outcome: PayoutOutcome
  try {
    const client = publicClient(chain)
    if (!order.payout) {
      order = (await signAndStore(db, settings, chain, client, order)) ?? order
      if (order.status !== 'delivering' || !order.payout) return order
      await step(onStep, 'signed')
    }
    const payout = await replaceIfUnincludable(
      db,
      settings,
      client,
      order,
      onStep,
    )
    outcome =
      'payout' in payout
        ? await settle(client, payout.payout, settings, onStep)
        : payout
  } catch (error) {
    if (error instanceof StepStop) throw error.cause
    outcome = { retry: firstLine(error) }
  }
  return finishPayout(db, settings, order, outcome)
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
  const destination = order.destination as `0x${string}`
  const call = order.asset.address
    ? {
        to: order.asset.address,
        value: 0n,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [destination, amount],
        }),
      }
    : { to: destination, value: amount, data: '0x' as const }
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
      return { raw, hash: keccak256(raw), validUntil: null }
    },
  })
}

/**
 * Waits for the payout's receipt, sending its bytes first if the chain
 * does not know them (none of its hashes is mined yet:
 * replaceIfUnincludable looked).
 */
async function settle(
  client: PublicClient,
  payout: OnrampPayout,
  settings: OnrampSettings,
  onStep: PayOutOptions['onStep'],
): Promise<PayoutOutcome> {
  const hash = payout.hash as `0x${string}`
  const from = payout.from as `0x${string}`
  const known = await client.getTransaction({ hash }).catch(() => undefined)
  let refused: unknown
  if (!known)
    await client
      .sendRawTransaction({
        serializedTransaction: payout.raw as `0x${string}`,
      })
      .catch((error: unknown) => {
        refused = error
      })
  await step(onStep, 'broadcast')
  if (refused) {
    // The nonce count first, then the receipt: a payout mined between the
    // two reads is found, not taken for another transaction.
    const used = await client.getTransactionCount({
      address: from,
      blockTag: 'latest',
    })
    const late = await minedPayout(client, payout)
    if (late) return late
    if (used > payout.nonce)
      return {
        rejected: `the chain refused the payout ${payout.hash} and its nonce ${payout.nonce} is used by another transaction (${firstLine(refused)})`,
      }
    return { retry: `broadcast refused: ${firstLine(refused)}` }
  }
  const receipt = await client
    .waitForTransactionReceipt({
      hash,
      timeout: settings.receiptTimeoutMs,
    })
    .catch(() => undefined)
  if (!receipt)
    return {
      retry: `no receipt for ${payout.hash} yet; it will be looked up again`,
    }
  return { mined: receipt.status, hash }
}

/**
 * The stored payout, or (EVM) its replacement when the chain can no longer
 * include it: none of its hashes mined, and the latest base fee above its
 * maxFeePerGas. The replacement is the same call, gas and nonce with the
 * network's fees now, at least 12.5 % above the old ones (nodes replace a
 * pooled transaction for 10 % more), stored before anything is sent. A
 * replacement another process stored first is taken as it is.
 */
async function replaceIfUnincludable(
  db: Db,
  settings: OnrampSettings,
  client: PublicClient,
  order: OnrampOrder,
  onStep: PayOutOptions['onStep'],
): Promise<{ payout: OnrampPayout } | PayoutOutcome> {
  const payout = order.payout as OnrampPayout
  const mined = await minedPayout(client, payout)
  if (mined) return mined
  const tx = parseTransaction(payout.raw as `0x${string}`)
  if (
    tx.type !== 'eip1559' ||
    tx.maxFeePerGas === undefined ||
    tx.maxPriorityFeePerGas === undefined
  )
    return { payout }
  const { baseFeePerGas } = await client.getBlock({ blockTag: 'latest' })
  if (baseFeePerGas === null || tx.maxFeePerGas >= baseFeePerGas)
    return { payout }
  if (!settings.treasuryKey) throw new Error('no treasury key')
  const account = privateKeyToAccount(settings.treasuryKey)
  const fees = await client.estimateFeesPerGas()
  const bump = (old: bigint) => old + old / 8n + 1n
  const maxPriorityFeePerGas = max(
    fees.maxPriorityFeePerGas,
    bump(tx.maxPriorityFeePerGas),
  )
  // The same call, gas and nonce; only the fees change.
  const same: TransactionSerializableEIP1559 = {
    type: 'eip1559',
    chainId: tx.chainId,
    nonce: tx.nonce,
    to: tx.to,
    value: tx.value,
    data: tx.data,
    gas: tx.gas,
    accessList: tx.accessList,
  }
  const raw = await account.signTransaction({
    ...same,
    maxFeePerGas: max(
      fees.maxFeePerGas,
      bump(tx.maxFeePerGas),
      maxPriorityFeePerGas,
    ),
    maxPriorityFeePerGas,
  })
  const now = await replacePayout(db, order.id, payout, {
    raw,
    hash: keccak256(raw),
  })
  if (now?.status !== 'delivering' || !now.payout)
    return { retry: 'the order changed while its payout was replaced' }
  await step(onStep, 'replaced')
  return { payout: now.payout }
}

function max(...values: bigint[]): bigint {
  return values.reduce((a, b) => (b > a ? b : a))
}

/** The receipt of the payout or of one it replaced, if one is mined. */
async function minedPayout(
  client: PublicClient,
  payout: OnrampPayout,
): Promise<PayoutOutcome | undefined> {
  for (const hash of [payout.hash, ...payout.replaced]) {
    const mined = await receiptOf(client, hash as `0x${string}`)
    if (mined) return mined
  }
  return undefined
}

async function receiptOf(
  client: PublicClient,
  hash: `0x${string}`,
): Promise<PayoutOutcome | undefined> {
  const receipt = await client
    .getTransactionReceipt({ hash })
    .catch(() => undefined)
  return receipt ? { mined: receipt.status, hash } : undefined
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
