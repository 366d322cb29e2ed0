import { Hono } from 'hono'
import type { AppEnv } from '../../app/types.js'
import { getClientIp } from '../../http/getClientIp.js'
import { readBodyText } from '../../http/readBodyText.js'
import { readJsonBody } from '../../http/readJsonBody.js'
import { projectMiddleware } from '../../middleware/project/index.js'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import { clientIpRateLimit } from '../middleware/rate-limit/clientIpRateLimit.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { parseAddress } from '../utils/parseAddress.js'
import {
  CHECKOUT_HEADERS,
  checkCard,
  renderCardForm,
  renderNotFound,
  renderOutcome,
  renderThreeDsForm,
  TEST_CARDS,
  THREE_DS_CODE,
} from './checkoutPage.js'
import { deliverOrder } from './deliverOrder.js'
import { getOnrampProvider } from './getOnrampProvider.js'
import { findOrder, transitionOrder } from './onrampOrders.js'
import { parseSolanaAddress } from './parseSolanaAddress.js'
import { resolveOnrampAsset } from './resolveOnrampAsset.js'
import { orderJson, sendOrderWebhook } from './sendWebhook.js'

const BODY_BYTES = 16_384
const orderId = /^ord_[0-9a-f]{32}$/

/**
 * The card on-ramp (SPEC §7): GET /v1/onramp/options, POST
 * /v1/onramp/quote, POST /v1/generators/onrampurl (→ `{ url }` of a
 * checkout), GET /v1/onramp/orders/{id}; and the sandbox's checkout pages
 * (GET/POST /v1/onramp/sandbox/checkout/{id}, POST …/{id}/3ds), which the
 * browser opens without a project id (the order id is the capability).
 */
export function onrampRoutes(settings: BlockchainSettings) {
  const app = new Hono<AppEnv>()
  const limit = clientIpRateLimit(settings.onramp.ipRateLimit)

  app.get('/v1/onramp/options', projectMiddleware(), limit, async (c) =>
    c.json(await getOnrampProvider(settings, c.var.db).options()),
  )

  app.post('/v1/onramp/quote', projectMiddleware(), limit, async (c) => {
    const provider = getOnrampProvider(settings, c.var.db)
    const body = await readJsonBody(c, { maxBytes: BODY_BYTES })
    const asset = resolveOnrampAsset(
      settings,
      idOf(body.purchaseCurrency, 'symbol'),
      body.network,
    )
    const fiat = idOf(body.paymentCurrency, 'id')
    if (typeof fiat !== 'string')
      throw invalid(
        'paymentCurrency must be a currency id or an options entry.',
      )
    const paymentMethod = body.paymentMethod
    if (paymentMethod !== undefined && typeof paymentMethod !== 'string')
      throw invalid('paymentMethod must be a string.')
    const amount = fiatAmount(body.amount, 'amount')
    return c.json(
      await provider.quote({
        asset: asset.symbol,
        chainId: asset.chainId,
        network: asset.network,
        fiat: fiat.toUpperCase(),
        amount,
        paymentMethod,
      }),
    )
  })

  app.post(
    '/v1/generators/onrampurl',
    projectMiddleware(),
    limit,
    async (c) => {
      const provider = getOnrampProvider(settings, c.var.db)
      const body = await readJsonBody(c, { maxBytes: BODY_BYTES })
      const wallets = body.destinationWallets
      if (
        !Array.isArray(wallets) ||
        wallets.length === 0 ||
        wallets.length > 10
      )
        throw invalid('destinationWallets must list 1 to 10 wallets.')
      const wallet = wallets[0] as Record<string, unknown>
      if (typeof wallet !== 'object' || wallet === null)
        throw invalid('destinationWallets[0] must be an object.')
      const listed = (key: string) => {
        const value = wallet[key]
        if (value === undefined) return undefined
        if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
          throw invalid(
            `destinationWallets[0].${key} must be a list of strings.`,
          )
        return value[0] as string | undefined
      }
      const network = body.defaultNetwork ?? listed('blockchains')
      // A Solana network takes a Solana address (and SOL by default).
      const solana =
        typeof network === 'string' && network.startsWith('solana:')
      const address = solana
        ? parseSolanaAddress(wallet.address)
        : parseAddress(wallet.address)
      const symbol =
        listed('assets') ??
        (solana ? 'SOL' : undefined) ??
        settings.chains.find(
          (chain) =>
            `eip155:${chain.chainId}` === network ||
            String(chain.chainId) === network,
        )?.nativeCurrency.symbol ??
        settings.chains[0]?.nativeCurrency.symbol
      const asset = resolveOnrampAsset(settings, symbol, network)
      if (Boolean(asset.network) !== solana)
        throw new BlockchainApiError(
          400,
          'UNSUPPORTED_CHAIN',
          `${asset.symbol} is bought on ${asset.network ?? `eip155:${asset.chainId}`}: name it as defaultNetwork, with an address of that chain.`,
        )
      if (body.presetFiatAmount === undefined)
        throw invalid('presetFiatAmount is required (the fiat amount to pay).')
      const amount = fiatAmount(body.presetFiatAmount, 'presetFiatAmount')
      const partnerUserId = body.partnerUserId ?? address
      if (typeof partnerUserId !== 'string' || partnerUserId.length > 128)
        throw invalid(
          'partnerUserId must be a string of at most 128 characters.',
        )
      if (
        body.defaultExperience !== undefined &&
        body.defaultExperience !== 'buy'
      )
        throw invalid("defaultExperience must be 'buy'.")
      const fiat = body.fiatCurrency ?? 'USD'
      if (typeof fiat !== 'string')
        throw invalid('fiatCurrency must be a string.')
      const session = await provider.createSession({
        projectId: c.var.project.id,
        destination: {
          address,
          chainId: asset.chainId,
          network: asset.network,
        },
        asset: asset.symbol,
        fiat: fiat.toUpperCase(),
        amount,
        clientIp: getClientIp(c),
        partnerUserId,
        publicUrl: settings.onramp.publicUrl ?? new URL(c.req.url).origin,
      })
      return c.json({
        url: session.url,
        sessionId: session.sessionId,
        expiresAt: session.expiresAt,
      })
    },
  )

  // The modal polls an order while its checkout is open: its own bucket,
  // so following a purchase never uses up the quotes'.
  const statusLimit = clientIpRateLimit(settings.onramp.ipRateLimit)
  app.get(
    '/v1/onramp/orders/:id',
    projectMiddleware(),
    statusLimit,
    async (c) => {
      // A malformed id is no order: 404 without asking the database.
      const id = c.req.param('id')
      const order = orderId.test(id) ? await findOrder(c.var.db, id) : undefined
      if (!order || order.projectId !== c.var.project.id)
        throw new BlockchainApiError(404, 'ORDER_NOT_FOUND', 'No such order.')
      // A pending order still waiting for the buyer's 3-D Secure code says
      // so (`awaiting`), so the modal does not announce the payment yet.
      return c.json({
        ...orderJson(order),
        ...(order.status === 'three_ds' && !order.expired
          ? { awaiting: 'three_ds' }
          : {}),
      })
    },
  )

  const checkout = '/v1/onramp/sandbox/checkout/:id'
  const html = (body: string, status: 200 | 400 | 404 = 200) =>
    new Response(body, { status, headers: CHECKOUT_HEADERS })
  const load = async (c: {
    var: AppEnv['Variables']
    req: { param(n: 'id'): string }
  }) => {
    const id = c.req.param('id')
    return orderId.test(id) ? findOrder(c.var.db, id) : undefined
  }

  app.get(checkout, async (c) => {
    const order = await load(c)
    if (!order) return html(renderNotFound(), 404)
    if (
      order.expired &&
      (order.status === 'created' || order.status === 'three_ds')
    )
      return html(renderOutcome(order))
    if (order.status === 'created')
      return html(renderCardForm(order, c.req.path))
    if (order.status === 'three_ds')
      return html(renderThreeDsForm(order, `${c.req.path}/3ds`))
    return html(renderOutcome(order))
  })

  app.post(checkout, limit, async (c) => {
    const order = await load(c)
    if (!order) return html(renderNotFound(), 404)
    const form = new URLSearchParams(await readBodyText(c, { maxBytes: 4_096 }))
    if (order.status !== 'created' || order.expired)
      return c.redirect(c.req.path, 303)
    const { errors, card } = checkCard(form, new Date())
    if (Object.keys(errors).length > 0)
      return html(renderCardForm(order, c.req.path, errors), 400)
    if (card === TEST_CARDS.declined) {
      const declined = await transitionOrder(
        c.var.db,
        order.id,
        ['created'],
        'declined',
      )
      if (declined)
        await sendOrderWebhook(
          c.var.db,
          settings.onramp,
          declined,
          'onramp.order.failed',
        )
    } else if (card === TEST_CARDS.threeDSecure) {
      await transitionOrder(c.var.db, order.id, ['created'], 'three_ds')
    } else {
      await deliverOrder(c.var.db, settings, order.id, ['created'])
    }
    return c.redirect(c.req.path, 303)
  })

  app.post(`${checkout}/3ds`, limit, async (c) => {
    const order = await load(c)
    if (!order) return html(renderNotFound(), 404)
    const back = c.req.path.slice(0, -'/3ds'.length)
    const form = new URLSearchParams(await readBodyText(c, { maxBytes: 4_096 }))
    if (order.status !== 'three_ds' || order.expired)
      return c.redirect(back, 303)
    const code = (form.get('code') ?? '').trim()
    if (!/^\d{6}$/.test(code))
      return html(
        renderThreeDsForm(order, c.req.path, 'Enter the 6 digit code.'),
        400,
      )
    if (code !== THREE_DS_CODE) {
      const declined = await transitionOrder(
        c.var.db,
        order.id,
        ['three_ds'],
        'declined',
      )
      if (declined)
        await sendOrderWebhook(
          c.var.db,
          settings.onramp,
          declined,
          'onramp.order.failed',
        )
    } else {
      await deliverOrder(c.var.db, settings, order.id, ['three_ds'])
    }
    return c.redirect(back, 303)
  })

  return app
}

function idOf(value: unknown, key: 'symbol' | 'id'): unknown {
  if (typeof value === 'string') return value
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>
    return record[key] ?? record.id
  }
  return undefined
}

function fiatAmount(value: unknown, field: string): string {
  if (typeof value === 'string' && value.length <= 32) return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  throw invalid(`${field} must be a fiat amount such as "100.00".`)
}

function invalid(message: string) {
  return new BlockchainApiError(400, 'INVALID_BODY', message)
}
