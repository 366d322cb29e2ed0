// @vitest-environment happy-dom
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import {
  checkCard,
  renderCardForm,
  renderOutcome,
  renderThreeDsForm,
} from './checkoutPage.js'
import type { OnrampOrder } from './onrampOrders.js'

const order: OnrampOrder = {
  id: 'ord_0123456789abcdef0123456789abcdef',
  projectId: 'p',
  status: 'created',
  asset: {
    symbol: 'LDT',
    name: 'LDT',
    decimals: 18,
    chainId: 31337,
    address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  },
  destination: '0x000000000000000000000000000000000000dEaD',
  figures: {
    fiat: 'USD',
    paymentMethod: 'card',
    totalCents: 10_000n,
    feeCents: 150n,
    networkFeeCents: 7n,
    subtotalCents: 9_843n,
    purchaseUnits: 65_620_000_000_000_000_000n,
  },
  partnerUserId: 'u',
  txHash: null,
  failure: null,
  payout: null,
  payoutError: null,
  expired: false,
}

async function violations(html: string) {
  document.open()
  document.write(html)
  document.close()
  const result = await axe.run(document, {
    // happy-dom does not compute colours.
    rules: { 'color-contrast': { enabled: false } },
  })
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`,
  )
}

describe('the sandbox checkout pages', () => {
  it('are axe-clean: the card form, with field errors, the 3-D Secure step and an outcome', async () => {
    // The check sees a field without a label.
    expect(
      await violations(
        '<!doctype html><html lang="en"><head><title>t</title></head><body><main><input name="x"></main></body></html>',
      ),
    ).not.toEqual([])
    const action = `/v1/onramp/sandbox/checkout/${order.id}`
    expect(await violations(renderCardForm(order, action))).toEqual([])
    const { errors } = checkCard(
      new URLSearchParams({ card: '1', expiry: 'x', cvc: '' }),
      new Date(),
    )
    expect(Object.keys(errors)).toEqual(['card', 'expiry', 'cvc'])
    expect(await violations(renderCardForm(order, action, errors))).toEqual([])
    expect(
      await violations(
        renderThreeDsForm(
          { ...order, status: 'three_ds' },
          `${action}/3ds`,
          'Enter the 6 digit code.',
        ),
      ),
    ).toEqual([])
    expect(
      await violations(
        renderOutcome({
          ...order,
          status: 'completed',
          txHash: `0x${'ab'.repeat(32)}`,
        }),
      ),
    ).toEqual([])
  })

  it('shows the amounts and fees to the cent and escapes what it prints', () => {
    const html = renderCardForm({ ...order, partnerUserId: '<x>' }, '/a"b')
    expect(html).toContain('65.62 LDT')
    expect(html).toContain('<dt>Fee</dt><dd>1.50 USD</dd>')
    expect(html).toContain('<dt>Network fee</dt><dd>0.07 USD</dd>')
    expect(html).toContain('<dt>Price</dt><dd>98.43 USD</dd>')
    expect(html).toContain('action="/a&quot;b"')
    expect(html).not.toMatch(/<script|https?:\/\//)
  })
})
