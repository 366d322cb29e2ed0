// The sandbox card on-ramp end to end on a fresh anvil and PGlite: options
// and quotes as the reference client reads them, the checkout page posted
// like a browser, the treasury's delivery checked on chain, and the signed
// webhooks caught by a local HTTP server.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  DEMO_TOKEN_ADDRESS,
  dexContracts,
  type StartAnvilReturnType,
  seedDevnet,
  seedDex,
  startAnvil,
} from '@latch/devnet/node'
import fc from 'fast-check'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  http,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEVNET_ONRAMP_TREASURY_KEY,
  fundOnrampTreasury,
} from '../../../../../scripts/fund-onramp-treasury.mjs'
import {
  createBlockchainTestApi,
  testChain,
} from '../../../test/blockchain/createBlockchainTestApi.js'
import { dbKinds } from '../../../test/testDbs.js'
import { readOnrampSettings } from './readOnrampSettings.js'
import { verifyWebhookSignature } from './webhookSignature.js'

const SECRET = 'whsec_test'
type Hook = {
  body: string
  signature: string | undefined
  eventId: string | undefined
}

describe.each(dbKinds)('the sandbox card on-ramp on a devnet (%s)', (kind) => {
  let anvil: StartAnvilReturnType
  let hooks: Hook[]
  let failNext = 0
  let server: Server
  let api: Awaited<ReturnType<typeof createBlockchainTestApi>>
  let client: ReturnType<typeof createPublicClient>

  beforeAll(async () => {
    anvil = await startAnvil({ port: 0 })
    await seedDevnet({ rpcUrl: anvil.url })
    await seedDex({ rpcUrl: anvil.url })
    await fundOnrampTreasury({
      rpcUrl: anvil.url,
      address: privateKeyToAccount(DEVNET_ONRAMP_TREASURY_KEY).address,
    })
    client = createPublicClient({ transport: http(anvil.url) })
    hooks = []
    server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => {
        body += chunk
      })
      req.on('end', () => {
        hooks.push({
          body,
          signature: req.headers['latch-signature'] as string | undefined,
          eventId: req.headers['latch-event-id'] as string | undefined,
        })
        res.statusCode = failNext-- > 0 ? 500 : 204
        res.end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as AddressInfo).port
    api = await createBlockchainTestApi({
      kind,
      chains: [testChain(31337, anvil.url)],
      overrides: {
        onramp: {
          ...readOnrampSettings(
            {
              LATCH_API_ONRAMP_TREASURY_KEY: DEVNET_ONRAMP_TREASURY_KEY,
              LATCH_API_ONRAMP_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks`,
              LATCH_API_ONRAMP_WEBHOOK_SECRET: SECRET,
            },
            { devnet: true },
          ),
          webhookRetryDelaysMs: [50, 100],
          ipRateLimit: { ratePerSecond: 1_000, burst: 1_000 },
        },
      },
    })
  }, 120_000)
  afterAll(async () => {
    await api?.db.close()
    server?.close()
    await anvil?.stop()
  })

  const ldt = DEMO_TOKEN_ADDRESS as Address
  const lusd = dexContracts.DemoDollar
  const usd = {
    id: 'USD',
    payment_method_limits: [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ],
  }

  async function options() {
    const response = await api.get('/v1/onramp/options')
    expect(response.status).toBe(200)
    return (await response.json()) as {
      purchaseCurrencies: { id: string; symbol: string; networks: unknown[] }[]
      paymentCurrencies: (typeof usd)[]
    }
  }

  it('options: ETH, LDT and LUSD on the chain, USD and EUR with the SPEC limits, in the shape the reference client reads', async () => {
    const body = await options()
    expect(body.paymentCurrencies).toEqual([usd, { ...usd, id: 'EUR' }])
    expect(body.purchaseCurrencies).toEqual([
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: [
          {
            name: 'eip155:31337',
            display_name: 'Latch Devnet',
            chain_id: '31337',
            contract_address: '',
          },
        ],
      },
      {
        id: 'LDT',
        name: 'Latch Demo Token',
        symbol: 'LDT',
        networks: [
          {
            name: 'eip155:31337',
            display_name: 'Latch Devnet',
            chain_id: '31337',
            contract_address: ldt,
          },
        ],
      },
      {
        id: 'LUSD',
        name: 'Latch Demo Dollar',
        symbol: 'LUSD',
        networks: [
          {
            name: 'eip155:31337',
            display_name: 'Latch Devnet',
            chain_id: '31337',
            contract_address: lusd,
          },
        ],
      },
    ])
  })

  it('quotes to the cent and the base unit: 1.5 % fee, gas × 21,000 or 65,000 × the ETH price, the rest at the table price', async () => {
    const { purchaseCurrencies } = await options()
    const cents = (n: bigint) =>
      `${n / 100n}.${(n % 100n).toString().padStart(2, '0')}`
    const cases = [
      {
        asset: 'ETH',
        fiat: 'USD',
        amount: '100',
        gas: 21_000n,
        usdPerFiat: [1n, 1n],
        price: [3000n, 1n],
        decimals: 18,
      },
      {
        asset: 'LDT',
        fiat: 'USD',
        amount: '250.55',
        gas: 65_000n,
        usdPerFiat: [1n, 1n],
        price: [3n, 2n],
        decimals: 18,
      },
      {
        asset: 'LUSD',
        fiat: 'EUR',
        amount: '10.00',
        gas: 65_000n,
        usdPerFiat: [108n, 100n],
        price: [1n, 1n],
        decimals: 6,
      },
    ] as const
    for (const c of cases) {
      const gasPrice = await client.getGasPrice()
      const response = await api.post('/v1/onramp/quote', {
        purchaseCurrency: purchaseCurrencies.find((p) => p.id === c.asset),
        paymentCurrency: { ...usd, id: c.fiat },
        amount: c.amount,
        network: c.asset,
      })
      expect(response.status).toBe(200)
      const total = parseUnits(c.amount, 2)
      const fee = (total * 150n + 5_000n) / 10_000n
      // ETH at 3000 USD; fiat cents = USD cents × den / num, rounded up.
      const [num, den] = c.usdPerFiat
      const feeNum = gasPrice * c.gas * 3000n * 100n * den
      const feeDen = 10n ** 18n * num
      const nf = feeNum / feeDen + (feeNum % feeDen === 0n ? 0n : 1n)
      const subtotal = total - fee - nf
      const [pNum, pDen] = c.price
      const units =
        (subtotal * num * 10n ** BigInt(c.decimals) * pDen) /
        (100n * den * pNum)
      expect(await response.json()).toEqual({
        coinbaseFee: { amount: cents(fee), currency: c.fiat },
        networkFee: { amount: cents(nf), currency: c.fiat },
        paymentSubtotal: { amount: cents(subtotal), currency: c.fiat },
        paymentTotal: { amount: cents(total), currency: c.fiat },
        purchaseAmount: {
          amount: expect.any(String),
          currency: c.asset,
        },
        quoteId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      })
      const body = (await (
        await api.post('/v1/onramp/quote', {
          purchaseCurrency: c.asset,
          paymentCurrency: c.fiat,
          amount: c.amount,
          network: 'eip155:31337',
        })
      ).json()) as { purchaseAmount: { amount: string } }
      expect(parseUnits(body.purchaseAmount.amount, c.decimals)).toBe(units)
      expect(nf).toBeGreaterThan(0n)
    }
  })

  it('limits and bad input are 400 JSON naming the problem, never 5xx', async () => {
    const quote = (body: unknown) => api.post('/v1/onramp/quote', body)
    const low = await quote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '9.99',
      network: 'ETH',
    })
    expect(low.status).toBe(400)
    expect(await low.json()).toEqual({
      code: 'AMOUNT_OUT_OF_LIMITS',
      message:
        'amount must be between 10.00 and 7500.00 USD for card payments.',
    })
    const high = await quote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'EUR',
      amount: '7500.01',
      network: 'ETH',
    })
    expect(((await high.json()) as { message: string }).message).toMatch(
      /7500\.00 EUR/,
    )
    const bank = await quote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '20000',
      network: 'ETH',
      paymentMethod: 'ach_bank_account',
    })
    expect(bank.status).toBe(200)
    for (const body of [
      { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '10.001' },
      { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '-10' },
      { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '0' },
      { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: null },
      { purchaseCurrency: 'DOGE', paymentCurrency: 'USD', amount: '50' },
      { purchaseCurrency: 'ETH', paymentCurrency: 'GBP', amount: '50' },
      {
        purchaseCurrency: 'ETH',
        paymentCurrency: 'USD',
        amount: '50',
        network: 'eip155:1',
      },
      { purchaseCurrency: { symbol: 7 }, paymentCurrency: {}, amount: {} },
      {
        purchaseCurrency: 'ETH',
        paymentCurrency: 'USD',
        amount: '50',
        paymentMethod: 'cash',
      },
      [],
    ]) {
      const response = await quote(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(await response.json()).toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      })
    }
    const generator = (body: unknown) =>
      api.post('/v1/generators/onrampurl', body)
    for (const body of [
      {},
      { destinationWallets: [] },
      { destinationWallets: [{ address: '0x12' }], presetFiatAmount: 50 },
      {
        destinationWallets: [
          {
            address: privateKeyToAccount(generatePrivateKey()).address,
            assets: ['ETH'],
          },
        ],
      },
      {
        destinationWallets: [
          {
            address: privateKeyToAccount(generatePrivateKey()).address,
            assets: 'ETH',
          },
        ],
        presetFiatAmount: 50,
      },
      {
        destinationWallets: [
          { address: privateKeyToAccount(generatePrivateKey()).address },
        ],
        presetFiatAmount: 5,
      },
    ]) {
      const response = await generator(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
    const missing = await api.request(
      '/v1/onramp/sandbox/checkout/ord_00000000000000000000000000000000',
    )
    expect(missing.status).toBe(404)
  })

  async function startCheckout(asset: string, amount: string) {
    const destination = privateKeyToAccount(generatePrivateKey()).address
    const response = await api.post('/v1/generators/onrampurl', {
      destinationWallets: [
        {
          address: destination,
          blockchains: ['eip155:31337'],
          assets: [asset],
        },
      ],
      defaultNetwork: 'eip155:31337',
      partnerUserId: 'user-1',
      defaultExperience: 'buy',
      presetFiatAmount: amount,
    })
    expect(response.status).toBe(200)
    const { url } = (await response.json()) as { url: string }
    const path = new URL(url).pathname
    const page = await api.request(path)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toMatch(
      /default-src 'none'/,
    )
    const html = await page.text()
    const id = path.split('/').pop() as string
    return { destination, path, html, id }
  }

  // Posts the form the page holds, as a browser does.
  async function submit(html: string, fields: Record<string, string>) {
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
    expect(action).toBeDefined()
    for (const name of Object.keys(fields))
      expect(html).toMatch(
        new RegExp(
          `<label for="${name}">[^<]+</label><input id="${name}" name="${name}"`,
        ),
      )
    const response = await api.request(action as string, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    })
    return response
  }

  async function balance(asset: string, address: Address) {
    if (asset === 'ETH') return client.getBalance({ address })
    return client.readContract({
      address: asset === 'LDT' ? ldt : lusd,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
  }

  async function order(id: string) {
    const response = await api.get(`/v1/onramp/orders/${id}`)
    expect(response.status).toBe(200)
    return (await response.json()) as {
      status: string
      txHash: string | null
      purchaseAmount: { units: string }
    }
  }

  const waitFor = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++)
      await new Promise((r) => setTimeout(r, 25))
    expect(check()).toBe(true)
  }

  it('the success card delivers exactly the quoted amount to the destination, once, and one signed webhook arrives (retried after a 500)', async () => {
    for (const asset of ['ETH', 'LDT', 'LUSD']) {
      const quoted = (await (
        await api.post('/v1/onramp/quote', {
          purchaseCurrency: asset,
          paymentCurrency: 'USD',
          amount: '150.00',
          network: 'eip155:31337',
        })
      ).json()) as {
        purchaseAmount: { amount: string }
        paymentTotal: { amount: string }
      }
      const { destination, path, html, id } = await startCheckout(
        asset,
        '150.00',
      )
      expect(html).toContain(`${quoted.purchaseAmount.amount} ${asset}`)
      expect(html).toContain('Total</dt><dd class="total">150.00 USD')
      const before = await balance(asset, destination)
      hooks.length = 0
      failNext = 1
      const fields = {
        card: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
      }
      const paid = await submit(html, fields)
      expect(paid.status).toBe(303)
      expect(paid.headers.get('location')).toBe(path)
      // The form posted again (double submit, replay) sends nothing more.
      expect((await submit(html, fields)).status).toBe(303)
      const after = await balance(asset, destination)
      const decimals = asset === 'LUSD' ? 6 : 18
      expect(after - before).toBe(
        parseUnits(quoted.purchaseAmount.amount, decimals),
      )
      const state = await order(id)
      expect(state.status).toBe('completed')
      expect(BigInt(state.purchaseAmount.units)).toBe(after - before)
      const receipt = await client.getTransactionReceipt({
        hash: state.txHash as `0x${string}`,
      })
      expect(receipt.status).toBe('success')
      expect(await (await api.request(path)).text()).toContain(
        'Payment complete',
      )
      await waitFor(() => hooks.length === 2)
      await new Promise((r) => setTimeout(r, 300))
      expect(hooks).toHaveLength(2)
      const [first, second] = hooks as [Hook, Hook]
      expect(second.body).toBe(first.body)
      expect(second.eventId).toBe(first.eventId)
      const now = Math.floor(Date.now() / 1000)
      expect(
        verifyWebhookSignature(SECRET, second.body, second.signature, now),
      ).toBe(true)
      expect(
        verifyWebhookSignature('wrong', second.body, second.signature, now),
      ).toBe(false)
      expect(JSON.parse(second.body)).toMatchObject({
        id: second.eventId,
        type: 'onramp.order.completed',
        data: { id, status: 'completed', txHash: state.txHash, destination },
      })
    }
  })

  it('the decline card moves nothing and the order fails; a wrong card is shown an error', async () => {
    const { destination, html, id, path } = await startCheckout('ETH', '50')
    const bad = await submit(html, {
      card: '4111 1111 1111 1111',
      expiry: '01/20',
      cvc: '1',
    })
    expect(bad.status).toBe(400)
    const errorPage = await bad.text()
    expect(errorPage).toContain(
      'aria-invalid="true" aria-describedby="card-error"',
    )
    expect(errorPage).toContain('This card has expired.')
    hooks.length = 0
    const declined = await submit(html, {
      card: '4000000000000002',
      expiry: '12/39',
      cvc: '123',
    })
    expect(declined.status).toBe(303)
    expect(await balance('ETH', destination)).toBe(0n)
    expect((await order(id)).status).toBe('failed')
    expect(await (await api.request(path)).text()).toContain('Card declined')
    // A success card posted afterwards pays nothing.
    await submit(html, {
      card: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
    })
    expect(await balance('ETH', destination)).toBe(0n)
    await waitFor(() => hooks.length === 1)
    expect(JSON.parse(hooks[0]?.body ?? '')).toMatchObject({
      type: 'onramp.order.failed',
      data: { id },
    })
  })

  it('the 3-D Secure card asks for a code before paying; the code posted twice pays once', async () => {
    const { destination, html, id, path } = await startCheckout('LDT', '40')
    expect(
      (
        await submit(html, {
          card: '4000 0000 0000 3220',
          expiry: '12/39',
          cvc: '123',
        })
      ).status,
    ).toBe(303)
    expect((await order(id)).status).toBe('pending')
    expect(await balance('LDT', destination)).toBe(0n)
    const step = await (await api.request(path)).text()
    expect(step).toContain('Confirm it is you')
    const wrongFormat = await submit(step, { code: '12' })
    expect(wrongFormat.status).toBe(400)
    expect((await submit(step, { code: '123456' })).status).toBe(303)
    expect((await submit(step, { code: '123456' })).status).toBe(303)
    const state = await order(id)
    expect(state.status).toBe('completed')
    expect(await balance('LDT', destination)).toBe(
      BigInt(state.purchaseAmount.units),
    )
  })

  it('hostile quote, generator and checkout input: always 4xx JSON or a page, never 5xx, never a payment', async () => {
    const assetName = fc.constantFrom(
      'ETH',
      'LDT',
      'LUSD',
      'eth',
      'DOGE',
      '',
      ' ETH ',
    )
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.double(),
      fc.constant(null),
      fc.boolean(),
      fc.constantFrom(
        '10',
        '10.00',
        '7500',
        '7500.01',
        '9.99',
        '0',
        '-1',
        '1e3',
        '25000',
        '00010.5',
      ),
      assetName,
      fc.constantFrom(
        'USD',
        'EUR',
        'usd',
        'GBP',
        'eip155:31337',
        '31337',
        'eip155:1',
      ),
    )
    const body = fc.record(
      {
        purchaseCurrency: fc.oneof(
          value,
          fc.record({ id: value, symbol: value }),
        ),
        paymentCurrency: fc.oneof(value, fc.record({ id: value })),
        amount: value,
        network: value,
        paymentMethod: fc.oneof(
          value,
          fc.constantFrom('card', 'ach_bank_account'),
        ),
      },
      { requiredKeys: [] },
    )
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const response = await api.post('/v1/onramp/quote', b)
        expect(response.status).toBeLessThan(500)
        expect(response.headers.get('content-type')).toMatch(/json/)
      }),
      { numRuns: 150 },
    )
    const destination = privateKeyToAccount(generatePrivateKey()).address
    const generator = fc.record(
      {
        destinationWallets: fc.oneof(
          value,
          fc.array(
            fc.record(
              {
                address: fc.oneof(value, fc.constant(destination)),
                blockchains: fc.oneof(value, fc.array(value, { maxLength: 3 })),
                assets: fc.oneof(value, fc.array(assetName, { maxLength: 3 })),
              },
              { requiredKeys: [] },
            ),
            { maxLength: 3 },
          ),
        ),
        defaultNetwork: value,
        partnerUserId: value,
        defaultExperience: fc.oneof(value, fc.constant('buy')),
        presetFiatAmount: value,
        presetCryptoAmount: value,
        fiatCurrency: value,
      },
      { requiredKeys: [] },
    )
    await fc.assert(
      fc.asyncProperty(generator, async (b) => {
        const response = await api.post('/v1/generators/onrampurl', b)
        expect(response.status).toBeLessThan(500)
      }),
      { numRuns: 150 },
    )
    const { path, id } = await startCheckout('ETH', '30')
    const form = fc.dictionary(
      fc.constantFrom('card', 'expiry', 'cvc', 'code', 'x'),
      fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom('4242 4242 4242 4242x', '12/39', '13/39', '123'),
      ),
    )
    await fc.assert(
      fc.asyncProperty(form, fc.boolean(), async (fields, threeDs) => {
        const response = await api.request(threeDs ? `${path}/3ds` : path, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        })
        expect(response.status).toBeLessThan(500)
      }),
      { numRuns: 100 },
    )
    expect((await order(id)).status).toBe('created')
  })

  it('five simultaneous posts of the success card pay once', async () => {
    const { destination, html, id } = await startCheckout('ETH', '60')
    const fields = { card: '4242424242424242', expiry: '12/39', cvc: '123' }
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => submit(html, fields)),
    )
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303, 303, 303])
    const state = await order(id)
    expect(state.status).toBe('completed')
    expect(await balance('ETH', destination)).toBe(
      BigInt(state.purchaseAmount.units),
    )
  })

  it('an order is read only by its own project', async () => {
    const { id } = await startCheckout('ETH', '20')
    const other = await api.request(`/v1/onramp/orders/${id}?projectId=nope`)
    expect(other.status).toBe(403)
    const unknown = await api.get('/v1/onramp/orders/ord_missing')
    expect(unknown.status).toBe(404)
  })
})

describe('the on-ramp switched off', () => {
  it('answers 503 ONRAMP_NOT_CONFIGURED without a treasury key', async () => {
    const api = await createBlockchainTestApi({
      chains: [testChain(31337, 'http://127.0.0.1:9')],
    })
    try {
      const response = await api.get('/v1/onramp/options')
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({
        code: 'ONRAMP_NOT_CONFIGURED',
        message:
          'The card on-ramp is not configured on this server (LATCH_API_ONRAMP_PROVIDER or LATCH_API_ONRAMP_TREASURY_KEY).',
      })
    } finally {
      await api.db.close()
    }
  })

  it('quotes and sessions are rate-limited per client IP (429 past the burst)', async () => {
    const api = await createBlockchainTestApi({
      chains: [testChain(31337, 'http://127.0.0.1:9')],
      overrides: {
        onramp: {
          ...readOnrampSettings({}, { devnet: true }),
          ipRateLimit: { ratePerSecond: 0.001, burst: 2 },
        },
      },
    })
    try {
      const statuses = []
      for (let i = 0; i < 3; i++)
        statuses.push((await api.post('/v1/onramp/quote', {})).status)
      expect(statuses).toEqual([503, 503, 429])
      expect((await api.post('/v1/generators/onrampurl', {})).status).toBe(429)
    } finally {
      await api.db.close()
    }
  })
})
