import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/Db.js'
import type { OnrampSettings } from './OnrampSettings.js'
import { networkOf } from './onrampAssets.js'
import { type OnrampOrder, publicStatus } from './onrampOrders.js'
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from './webhookSignature.js'

/** The JSON an order event carries (also what GET /v1/onramp/orders/{id} answers). */
export function orderJson(order: OnrampOrder) {
  return {
    id: order.id,
    status: publicStatus(order.status),
    ...(order.status === 'declined' ? { reason: 'declined' } : {}),
    ...(order.failure &&
    (order.status === 'failed' || order.status === 'payout_rejected')
      ? { reason: order.failure }
      : {}),
    network: networkOf(order.asset).name,
    destination: order.destination,
    purchaseAmount: {
      units: order.figures.purchaseUnits.toString(),
      currency: order.asset.symbol,
      decimals: order.asset.decimals,
      contractAddress: order.asset.address ?? null,
    },
    paymentTotal: {
      cents: order.figures.totalCents.toString(),
      currency: order.figures.fiat,
    },
    partnerUserId: order.partnerUserId,
    txHash: order.txHash,
  }
}

/**
 * Queues the `type` event of `order` once (a unique row per order and
 * type: a second call for the same order sends nothing) and delivers it to
 * `webhookUrl`, signed, retrying after each of `webhookRetryDelaysMs`
 * until an answer 2xx. Runs in the background; never throws.
 */
export async function sendOrderWebhook(
  db: Db,
  settings: OnrampSettings,
  order: OnrampOrder,
  type: 'onramp.order.completed' | 'onramp.order.failed',
): Promise<void> {
  const { webhookUrl, webhookSecret } = settings
  if (!webhookUrl || !webhookSecret) return
  const id = `evt_${randomUUID().replaceAll('-', '')}`
  const payload = JSON.stringify({
    id,
    type,
    createdAt: new Date().toISOString(),
    data: orderJson(order),
  })
  const [queued] = await db.query<{ id: string }>(
    `INSERT INTO onramp_webhook_events (id, order_id, type, payload)
     VALUES ($1, $2, $3, $4) ON CONFLICT (order_id, type) DO NOTHING
     RETURNING id`,
    [id, order.id, type, payload],
  )
  if (!queued) return
  void deliver(db, webhookUrl, webhookSecret, id, payload, [
    0,
    ...settings.webhookRetryDelaysMs,
  ])
}

async function deliver(
  db: Db,
  url: string,
  secret: string,
  id: string,
  payload: string,
  delays: readonly number[],
) {
  for (const delay of delays) {
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay))
    try {
      await db.query(
        'UPDATE onramp_webhook_events SET attempts = attempts + 1 WHERE id = $1',
        [id],
      )
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(
            secret,
            payload,
            Math.floor(Date.now() / 1000),
          ),
          'latch-event-id': id,
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
        redirect: 'manual',
      })
      await response.body?.cancel()
      if (response.ok) {
        await db.query(
          'UPDATE onramp_webhook_events SET delivered_at = now() WHERE id = $1',
          [id],
        )
        return
      }
    } catch {
      // Retried after the next delay; the database may be closed on shutdown.
    }
  }
}
