import { randomUUID } from 'node:crypto'
import { createPublicClient, http } from 'viem'
import type { Db } from '../../db/Db.js'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { computeOnrampFigures, toOnrampQuote } from './computeOnrampQuote.js'
import type { OnrampProvider, OnrampQuoteRequest } from './OnrampProvider.js'
import { buildOnrampOptions, listOnrampAssets } from './onrampAssets.js'
import {
  findOrder,
  insertOrder,
  pruneUnpaidOrders,
  publicStatus,
} from './onrampOrders.js'
import {
  verifyWebhookSignature,
  WEBHOOK_SIGNATURE_HEADER,
} from './webhookSignature.js'

// Lamports a transfer with one signature pays (Solana's base fee).
const SOLANA_SIGNATURE_FEE = 5_000n
/** How long an unpaid order is kept after its checkout expired. */
const UNPAID_GRACE_SECONDS = 3_600
/** New sessions prune expired unpaid orders at most this often per database. */
const PRUNE_EVERY_MS = 60_000
const prunedAt = new WeakMap<Db, number>()

/**
 * Deletes expired unpaid orders (pruneUnpaidOrders) when the last pruning
 * of `db` by this process is over a minute old: new sessions are what make
 * the table grow, so they clean up after the abandoned ones.
 */
async function pruneNowAndThen(db: Db): Promise<void> {
  const now = Date.now()
  if (now - (prunedAt.get(db) ?? 0) < PRUNE_EVERY_MS) return
  prunedAt.set(db, now)
  await pruneUnpaidOrders(db, UNPAID_GRACE_SECONDS)
}

/**
 * The sandbox on-ramp: options from the configured chains, quotes from the
 * price table and the chain's gas price, orders stored in the database and
 * paid on the checkout page latch-api serves (onrampRoutes), delivered from
 * the treasury (deliverOrder).
 */
export function createSandboxProvider(
  settings: BlockchainSettings,
  db: Db,
): OnrampProvider {
  async function figures(q: OnrampQuoteRequest) {
    const asset = listOnrampAssets(settings).find(
      (a) =>
        a.symbol === q.asset &&
        a.chainId === q.chainId &&
        a.network === q.network,
    )
    if (asset?.network)
      return {
        asset,
        figures: computeOnrampFigures(settings, {
          asset,
          fiat: q.fiat,
          amount: q.amount,
          paymentMethod: q.paymentMethod,
          gasPrice: 0n,
          nativeSymbol: 'SOL',
          networkFee: { units: SOLANA_SIGNATURE_FEE, decimals: 9 },
        }),
      }
    const chain = settings.chains.find((c) => c.chainId === q.chainId)
    if (!asset || !chain)
      throw new BlockchainApiError(
        400,
        'INVALID_PARAMETER',
        `${q.asset} is not offered on ${q.network ?? `eip155:${q.chainId}`}.`,
      )
    const gasPrice = await readGasPrice(chain.rpcUrls)
    return {
      asset,
      figures: computeOnrampFigures(settings, {
        asset,
        fiat: q.fiat,
        amount: q.amount,
        paymentMethod: q.paymentMethod,
        gasPrice,
        nativeSymbol: chain.nativeCurrency.symbol,
      }),
    }
  }
  return {
    id: 'sandbox',
    async options() {
      return buildOnrampOptions(settings)
    },
    async quote(q) {
      const { asset, figures: f } = await figures(q)
      return toOnrampQuote(f, asset, randomUUID())
    },
    async createSession(s) {
      const { asset, figures: f } = await figures({
        asset: s.asset,
        chainId: s.destination.chainId,
        network: s.destination.network,
        fiat: s.fiat,
        amount: s.amount,
        paymentMethod: s.paymentMethod,
      })
      await pruneNowAndThen(db)
      const id = `ord_${randomUUID().replaceAll('-', '')}`
      const ttl = settings.onramp.orderTtlSeconds
      await insertOrder(db, {
        id,
        projectId: s.projectId,
        provider: 'sandbox',
        asset,
        destination: s.destination.address,
        figures: f,
        partnerUserId: s.partnerUserId,
        ttlSeconds: ttl,
      })
      return {
        sessionId: id,
        url: `${s.publicUrl}/v1/onramp/sandbox/checkout/${id}`,
        expiresAt: Math.floor(Date.now() / 1000) + ttl,
      }
    },
    verifyWebhook(rawBody, headers) {
      const secret = settings.onramp.webhookSecret
      if (!secret) return null
      const body = new TextDecoder().decode(rawBody)
      if (
        !verifyWebhookSignature(
          secret,
          body,
          headers[WEBHOOK_SIGNATURE_HEADER],
          Math.floor(Date.now() / 1000),
        )
      )
        return null
      const event = JSON.parse(body) as {
        data: { id: string; status: never; txHash?: string }
      }
      return {
        id: event.data.id,
        status: event.data.status,
        txHash: event.data.txHash ?? undefined,
      }
    },
    async getOrder(id) {
      const order = await findOrder(db, id)
      if (!order)
        throw new BlockchainApiError(404, 'ORDER_NOT_FOUND', 'No such order.')
      return {
        id,
        status: publicStatus(order.status),
        txHash: order.txHash ?? undefined,
      }
    },
  }
}

async function readGasPrice(rpcUrls: readonly string[]): Promise<bigint> {
  try {
    return await createPublicClient({
      transport: http(rpcUrls[0], { timeout: 5_000, retryCount: 0 }),
    }).getGasPrice()
  } catch (cause) {
    throw new BlockchainApiError(
      502,
      'UPSTREAM_ERROR',
      'The chain node did not answer the gas price.',
      { cause },
    )
  }
}
