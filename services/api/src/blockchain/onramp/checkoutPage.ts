import { createHash } from 'node:crypto'
import { formatUnits } from 'viem'
import { formatCents } from './money.js'
import { networkOf } from './onrampAssets.js'
import type { OnrampOrder } from './onrampOrders.js'

/** The sandbox's test cards (Stripe's conventions). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  threeDSecure: '4000000000003220',
} as const
/** The code the 3-D Secure step accepts. */
export const THREE_DS_CODE = '123456'

const style = `body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#111;background:#fff}
h1{font-size:1.4rem}h2{font-size:1.1rem}dl{display:grid;grid-template-columns:1fr auto;gap:.25rem 1rem}dd{margin:0;text-align:right}
.total{font-weight:700}label{display:block;margin-top:1rem;font-weight:600}
input{font:inherit;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #555;border-radius:.25rem}
button{font:inherit;margin-top:1.5rem;padding:.6rem 1rem;background:#0b5cad;color:#fff;border:0;border-radius:.25rem}
.error{color:#a40000}.hint{color:#444;font-size:.9rem}`
const styleHash = createHash('sha256').update(style).digest('base64')

/** Headers of every checkout page: no scripts, no external assets, no framing. */
export const CHECKOUT_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': `default-src 'none'; style-src 'sha256-${styleHash}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
}

function escapeHtml(text: string) {
  return text.replace(
    /[&<>"']/g,
    (ch) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[
        ch
      ] ?? ch,
  )
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} – Latch sandbox checkout</title><style>${style}</style></head><body><main>${body}</main></body></html>`
}

function summary(order: OnrampOrder) {
  const { figures, asset } = order
  const fiat = (cents: bigint) =>
    `${formatCents(cents)} ${escapeHtml(figures.fiat)}`
  return `<h2>Order summary</h2><dl>
<dt>You receive</dt><dd>${escapeHtml(formatUnits(figures.purchaseUnits, asset.decimals))} ${escapeHtml(asset.symbol)}</dd>
<dt>Network</dt><dd>${escapeHtml(networkOf(asset).display_name)}</dd>
<dt>To wallet</dt><dd>${escapeHtml(order.destination)}</dd>
<dt>Price</dt><dd>${fiat(figures.subtotalCents)}</dd>
<dt>Fee</dt><dd>${fiat(figures.feeCents)}</dd>
<dt>Network fee</dt><dd>${fiat(figures.networkFeeCents)}</dd>
<dt class="total">Total</dt><dd class="total">${fiat(figures.totalCents)}</dd>
</dl>`
}

function field(
  id: string,
  label: string,
  attributes: string,
  error: string | undefined,
) {
  const described = error
    ? ` aria-invalid="true" aria-describedby="${id}-error"`
    : ''
  return `<label for="${id}">${label}</label><input id="${id}" name="${id}" required ${attributes}${described}>${
    error ? `<p id="${id}-error" class="error">${escapeHtml(error)}</p>` : ''
  }`
}

export type CardErrors = Partial<Record<'card' | 'expiry' | 'cvc', string>>

/** The card form (status created), with field errors after a bad post. */
export function renderCardForm(
  order: OnrampOrder,
  action: string,
  errors: CardErrors = {},
) {
  return page(
    'Pay',
    `<h1>Pay with card</h1>${summary(order)}
<form method="post" action="${escapeHtml(action)}" novalidate>
${field('card', 'Card number', 'inputmode="numeric" autocomplete="cc-number" maxlength="23"', errors.card)}
<p class="hint">Sandbox: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 3220 asks for 3-D Secure.</p>
${field('expiry', 'Expiry (MM/YY)', 'inputmode="numeric" autocomplete="cc-exp" maxlength="7"', errors.expiry)}
${field('cvc', 'Security code (CVC)', 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"', errors.cvc)}
<button type="submit">Pay ${formatCents(order.figures.totalCents)} ${escapeHtml(order.figures.fiat)}</button>
</form>`,
  )
}

/** The 3-D Secure step (status three_ds). */
export function renderThreeDsForm(
  order: OnrampOrder,
  action: string,
  error?: string,
) {
  return page(
    '3-D Secure',
    `<h1>Confirm it is you</h1>${summary(order)}
<p>Your bank asks for the code it sent you (sandbox: ${THREE_DS_CODE}).</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
${field('code', 'Verification code', 'inputmode="numeric" autocomplete="one-time-code" maxlength="6"', error)}
<button type="submit">Confirm</button>
</form>`,
  )
}

/** Any other status: the outcome, announced. */
export function renderOutcome(order: OnrampOrder) {
  const text: Record<string, [string, string]> = {
    completed: [
      'Payment complete',
      `The tokens were sent${order.txHash ? ` in transaction <code>${escapeHtml(order.txHash)}</code>` : ''}. You can close this window.`,
    ],
    declined: ['Card declined', 'Your card was declined. Nothing was charged.'],
    failed: [
      'Delivery failed',
      escapeHtml(order.failure ?? 'The tokens could not be sent.'),
    ],
    delivering: [
      'Sending your tokens',
      'Your payment went through; the tokens are on their way.',
    ],
    expired: [
      'Checkout expired',
      'This checkout has expired. Start a new purchase.',
    ],
  }
  const [title, message] = text[
    order.expired && (order.status === 'created' || order.status === 'three_ds')
      ? 'expired'
      : order.status === 'payout_rejected'
        ? 'failed'
        : order.status
  ] ?? ['Checkout', '']
  return page(
    title,
    `<h1>${title}</h1><p role="status">${message}</p>${summary(order)}`,
  )
}

/** A missing order. */
export function renderNotFound() {
  return page(
    'Not found',
    '<h1>Checkout not found</h1><p>This checkout does not exist.</p>',
  )
}

/**
 * Checks a posted card: the number (spaces allowed, a test card), expiry
 * MM/YY not before `now`'s month, a 3–4 digit CVC.
 */
export function checkCard(
  form: URLSearchParams,
  now: Date,
): { errors: CardErrors; card: string } {
  const errors: CardErrors = {}
  const card = (form.get('card') ?? '').replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(card)) errors.card = 'Enter the card number.'
  else if (!Object.values(TEST_CARDS).includes(card as never))
    errors.card =
      'This sandbox takes test cards only, such as 4242 4242 4242 4242.'
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(form.get('expiry') ?? '')
  const month = Number(expiry?.[1])
  const year = 2000 + Number(expiry?.[2])
  if (!expiry || month < 1 || month > 12)
    errors.expiry = 'Enter the expiry as MM/YY.'
  else if (
    year < now.getUTCFullYear() ||
    (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
  )
    errors.expiry = 'This card has expired.'
  if (!/^\d{3,4}$/.test((form.get('cvc') ?? '').trim()))
    errors.cvc = 'Enter the 3 or 4 digit security code.'
  return { errors, card }
}
