// Exactly-once delivery of paid card on-ramp orders on a fresh anvil, with
// the API on PGlite and on PostgreSQL: a delivery stopped at each step
// boundary (as a crash of the process would stop it) is finished by the
// sweep with one payout on chain; two sweeps at once pay once; a stored
// payout the chain refuses is re-sent as the same bytes while its nonce is
// free, and ends payout_rejected, never re-signed, once another
// transaction took the nonce. A stored payout the chain can no longer
// include (the base fee rose above its maxFeePerGas) is replaced with the
// same nonce and higher fees; whichever of the two is mined ends the order.
import {
  type StartAnvilReturnType,
  seedDevnet,
  startAnvil,
  waitForReceipt,
} from '@latch/devnet/node'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  numberToHex,
  parseEther,
  parseGwei,
  parseTransaction,
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
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { deliverOrder } from './deliverOrder.js'
import type { DeliveryStep } from './finishPayout.js'
import { readOnrampSettings } from './readOnrampSettings.js'
import { startOnrampDeliverySweep } from './startOnrampDeliverySweep.js'
import { sweepOnrampDeliveries } from './sweepOnrampDeliveries.js'

const treasury = privateKeyToAccount(DEVNET_ONRAMP_TREASURY_KEY)

class Crash extends Error {}

describe.each(dbKinds)('on-ramp delivery survives a stop (%s)', (kind) => {
  let anvil: StartAnvilReturnType
  let api: Awaited<ReturnType<typeof createBlockchainTestApi>>
  let client: ReturnType<typeof createPublicClient>
  // Lease 0: a stopped delivery is the sweep's at once.
  let settings: BlockchainSettings

  beforeAll(async () => {
    anvil = await startAnvil({ port: 0 })
    await seedDevnet({ rpcUrl: anvil.url })
    await fundOnrampTreasury({ rpcUrl: anvil.url, address: treasury.address })
    client = createPublicClient({ transport: http(anvil.url) })
    api = await createBlockchainTestApi({
      kind,
      chains: [testChain(31337, anvil.url)],
      overrides: {
        onramp: {
          ...readOnrampSettings(
            { LATCH_API_ONRAMP_TREASURY_KEY: DEVNET_ONRAMP_TREASURY_KEY },
            { devnet: true },
          ),
          deliveryLeaseSeconds: 0,
          receiptTimeoutMs: 10_000,
          ipRateLimit: { ratePerSecond: 1_000, burst: 1_000 },
        },
      },
    })
    settings = api.settings
  }, 120_000)
  afterAll(async () => {
    await api?.db.close()
    await anvil?.stop()
  })

  /** A new ETH order from the generator, to a fresh address. */
  async function newOrder(amount = '50.00') {
    const destination = privateKeyToAccount(generatePrivateKey()).address
    const response = await api.post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: destination, assets: ['ETH'] }],
      defaultNetwork: 'eip155:31337',
      presetFiatAmount: amount,
    })
    expect(response.status).toBe(200)
    const { url } = (await response.json()) as { url: string }
    return { id: url.split('/').pop() as string, destination }
  }

  /** Pays the order as the checkout does, the delivery stopped after `step`. */
  async function payAndStop(id: string, step: DeliveryStep, s = settings) {
    await expect(
      deliverOrder(api.db, s, id, ['created'], {
        onStep: (at) => {
          if (at === step) throw new Crash(`stopped after ${step}`)
        },
      }),
    ).rejects.toBeInstanceOf(Crash)
  }

  async function order(id: string) {
    const response = await api.get(`/v1/onramp/orders/${id}`)
    expect(response.status).toBe(200)
    return (await response.json()) as {
      status: string
      reason?: string
      txHash: string | null
      purchaseAmount: { units: string }
    }
  }

  async function stored(id: string) {
    const [row] = await api.db.query<{
      status: string
      payout_tx_hash: string | null
      payout_raw: string | null
      payout_nonce: string | number | null
      payout_error: string | null
      payout_replaced: string
    }>(
      `SELECT status, payout_tx_hash, payout_raw, payout_nonce, payout_error,
         payout_replaced
       FROM onramp_orders WHERE id = $1`,
      [id],
    )
    return row
  }

  const sent = () =>
    client.getTransactionCount({
      address: treasury.address,
      blockTag: 'latest',
    })
  const balance = (address: Address) => client.getBalance({ address })
  const rpc = (method: string, params: unknown[] = []) =>
    client.request({ method: method as never, params: params as never })
  /** The next block's base fee, then one block mined at it. */
  async function mineAtBaseFee(gwei: string) {
    await rpc('anvil_setNextBlockBaseFeePerGas', [numberToHex(parseGwei(gwei))])
    await rpc('evm_mine')
  }
  const receiptOf = (hash: string) =>
    client.getTransactionReceipt({ hash: hash as Hex }).catch(() => undefined)

  it.each(['paid', 'signed', 'broadcast'] as const)(
    'stopped after %s, the next sweep delivers it with exactly one payout',
    async (step) => {
      const { id, destination } = await newOrder()
      const nonceBefore = await sent()
      await payAndStop(id, step)
      const midway = await order(id)
      expect(midway.status).toBe('pending')
      const row = await stored(id)
      // Signed and stored before any broadcast.
      expect(row?.payout_raw !== null).toBe(step !== 'paid')
      expect(await sent()).toBe(nonceBefore + (step === 'broadcast' ? 1 : 0))

      const swept = await sweepOnrampDeliveries(api.db, settings)
      expect(swept.map((o) => [o.id, o.status])).toEqual([[id, 'completed']])
      const done = await order(id)
      expect(done.status).toBe('completed')
      expect(await balance(destination)).toBe(BigInt(done.purchaseAmount.units))
      expect(await sent()).toBe(nonceBefore + 1)
      if (step !== 'paid') expect(done.txHash).toBe(row?.payout_tx_hash)
      const receipt = await client.getTransactionReceipt({
        hash: done.txHash as `0x${string}`,
      })
      expect(receipt.status).toBe('success')
      expect(receipt.to?.toLowerCase()).toBe(destination.toLowerCase())

      // Nothing left to do: another sweep sends nothing.
      expect(await sweepOnrampDeliveries(api.db, settings)).toEqual([])
      expect(await sent()).toBe(nonceBefore + 1)
    },
  )

  it('the sweep started with the server delivers what a stopped process left', async () => {
    const { id, destination } = await newOrder()
    await payAndStop(id, 'signed')
    const errors: unknown[] = []
    const sweep = startOnrampDeliverySweep({
      db: api.db,
      settings,
      onError: (error) => errors.push(error),
    })
    try {
      for (let i = 0; i < 400; i++) {
        if ((await stored(id))?.status !== 'delivering') break
        await new Promise((r) => setTimeout(r, 25))
      }
    } finally {
      await sweep?.stop()
    }
    expect(errors).toEqual([])
    const done = await order(id)
    expect(done.status).toBe('completed')
    expect(await balance(destination)).toBe(BigInt(done.purchaseAmount.units))
  })

  it('a delivery in its lease is not taken by the sweep', async () => {
    const { id } = await newOrder()
    const leased = {
      ...settings,
      onramp: { ...settings.onramp, deliveryLeaseSeconds: 600 },
    }
    await payAndStop(id, 'signed', leased)
    expect(await sweepOnrampDeliveries(api.db, leased)).toEqual([])
    expect((await stored(id))?.status).toBe('delivering')
    // Let it go (as if the lease ran out) so later tests start clean.
    await api.db.query(
      `UPDATE onramp_orders SET claimed_until = NULL WHERE id = $1`,
      [id],
    )
    expect((await sweepOnrampDeliveries(api.db, settings))[0]?.status).toBe(
      'completed',
    )
  })

  it('two API instances sweeping at once deliver each order once', async () => {
    const orders = [await newOrder(), await newOrder(), await newOrder()]
    const [a, b, c] = orders as [
      (typeof orders)[0],
      (typeof orders)[0],
      (typeof orders)[0],
    ]
    const nonceBefore = await sent()
    // a holds the next nonce, signed but never sent; c is sent with the one
    // after it and waits in the node's pool behind that gap.
    await payAndStop(a.id, 'signed')
    await payAndStop(b.id, 'paid')
    await payAndStop(c.id, 'broadcast')
    expect(await sent()).toBe(nonceBefore)
    // Lease 0: each sweep may take an order the other is working on, so
    // exactly-once rests on the stored payout, not on the lease alone.
    await Promise.all([
      sweepOnrampDeliveries(api.db, settings),
      sweepOnrampDeliveries(api.db, settings),
    ])
    // A sweep that lost a race leaves an order delivering for a moment at
    // most; one more pass finishes whatever is left.
    await sweepOnrampDeliveries(api.db, settings)
    for (const { id, destination } of orders) {
      const done = await order(id)
      expect(done.status).toBe('completed')
      expect(await balance(destination)).toBe(BigInt(done.purchaseAmount.units))
    }
    // One payout each: a's stored bytes fill the gap, c's are mined behind
    // them, b is signed once.
    expect(await sent()).toBe(nonceBefore + 3)
  })

  it('two sweeps with a lease: one claims each order', async () => {
    const { id, destination } = await newOrder()
    await payAndStop(id, 'signed')
    const leased = {
      ...settings,
      onramp: { ...settings.onramp, deliveryLeaseSeconds: 600 },
    }
    const nonceBefore = await sent()
    const [first, second] = await Promise.all([
      sweepOnrampDeliveries(api.db, leased),
      sweepOnrampDeliveries(api.db, leased),
    ])
    expect([...(first ?? []), ...(second ?? [])].map((o) => o.status)).toEqual([
      'completed',
    ])
    expect(await sent()).toBe(nonceBefore + 1)
    const done = await order(id)
    expect(await balance(destination)).toBe(BigInt(done.purchaseAmount.units))
  })

  it('a refused payout is re-sent as the same bytes while its nonce is free', async () => {
    const { id, destination } = await newOrder()
    await payAndStop(id, 'signed')
    const signed = await stored(id)
    const funds = await balance(treasury.address)
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [treasury.address, '0x0'] as never,
    })
    try {
      const [retried] = await sweepOnrampDeliveries(api.db, settings)
      expect(retried?.status).toBe('delivering')
      expect(retried?.payoutError).toMatch(/^broadcast refused: /)
      expect((await order(id)).status).toBe('pending')
    } finally {
      await client.request({
        method: 'anvil_setBalance' as never,
        params: [treasury.address, numberToHex(funds)] as never,
      })
    }
    const [done] = await sweepOnrampDeliveries(api.db, settings)
    expect(done?.status).toBe('completed')
    expect(done?.txHash).toBe(signed?.payout_tx_hash)
    expect((await stored(id))?.payout_raw).toBe(signed?.payout_raw)
    expect(await balance(destination)).toBe(done?.figures.purchaseUnits)
  })

  it('a payout whose nonce another transaction took ends payout_rejected, not paid twice', async () => {
    const { id, destination } = await newOrder()
    await payAndStop(id, 'signed')
    const signed = await stored(id)
    const nonce = Number(signed?.payout_nonce)
    // Something else sends from the treasury with that nonce.
    const wallet = createWalletClient({
      account: treasury,
      transport: http(anvil.url),
    })
    const other = await wallet.sendTransaction({
      chain: null,
      to: treasury.address,
      value: parseEther('0.001'),
      nonce,
    })
    await waitForReceipt(client, other)

    const [ended] = await sweepOnrampDeliveries(api.db, settings)
    expect(ended?.status).toBe('payout_rejected')
    const seen = await order(id)
    expect(seen.status).toBe('failed')
    expect(seen.reason).toMatch(
      new RegExp(
        `^Delivery failed: the chain refused the payout ${signed?.payout_tx_hash} and its nonce ${nonce} is used by another transaction`,
      ),
    )
    expect(await balance(destination)).toBe(0n)
    expect(await sent()).toBe(nonce + 1)
    const page = await (
      await api.request(`/v1/onramp/sandbox/checkout/${id}`)
    ).text()
    expect(page).toContain('<h1>Delivery failed</h1>')
    // Not retried, not re-signed.
    expect(await sweepOnrampDeliveries(api.db, settings)).toEqual([])
    expect((await stored(id))?.payout_raw).toBe(signed?.payout_raw)
    expect(await sent()).toBe(nonce + 1)
  })

  it('a payout the chain can no longer include is replaced: same nonce, higher fees, paid once', async () => {
    const { id, destination } = await newOrder()
    const nonceBefore = await sent()
    await payAndStop(id, 'signed')
    const first = await stored(id)
    const firstTx = parseTransaction(first?.payout_raw as Hex)
    try {
      // Fees spike after signing: the stored bytes' maxFeePerGas is now
      // below the base fee, and the node refuses them.
      await mineAtBaseFee('100')
      const [done] = await sweepOnrampDeliveries(api.db, settings)
      expect(done?.status).toBe('completed')
      expect(done?.txHash).not.toBe(first?.payout_tx_hash)
      const row = await stored(id)
      expect(row?.payout_tx_hash).toBe(done?.txHash)
      expect(JSON.parse(row?.payout_replaced ?? '')).toEqual([
        first?.payout_tx_hash,
      ])
      const replacement = await client.getTransaction({
        hash: done?.txHash as Hex,
      })
      expect(replacement.nonce).toBe(Number(first?.payout_nonce))
      expect(replacement.to?.toLowerCase()).toBe(destination.toLowerCase())
      expect(replacement.value).toBe(firstTx.value)
      expect(replacement.gas).toBe(firstTx.gas)
      expect(replacement.maxFeePerGas).toBeGreaterThan(
        firstTx.maxFeePerGas ?? 0n,
      )
      expect(await receiptOf(first?.payout_tx_hash ?? '')).toBeUndefined()
      expect(await balance(destination)).toBe(done?.figures.purchaseUnits)
      expect(await sent()).toBe(nonceBefore + 1)
      expect(await sweepOnrampDeliveries(api.db, settings)).toEqual([])
    } finally {
      await mineAtBaseFee('1')
    }
  })

  it('a replaced payout mined after all ends the order; the replacement is never paid', async () => {
    const { id, destination } = await newOrder()
    const nonceBefore = await sent()
    await payAndStop(id, 'signed')
    const first = await stored(id)
    try {
      await mineAtBaseFee('100')
      // The replacement is stored, then the process stops before sending it.
      await expect(
        sweepOnrampDeliveries(api.db, settings, {
          onStep: (at) => {
            if (at === 'replaced') throw new Crash('stopped after replaced')
          },
        }),
      ).rejects.toBeInstanceOf(Crash)
      const replaced = await stored(id)
      expect(replaced?.payout_tx_hash).not.toBe(first?.payout_tx_hash)
      // Fees fall back and the first bytes reach the chain after all.
      await mineAtBaseFee('1')
      await client.sendRawTransaction({
        serializedTransaction: first?.payout_raw as Hex,
      })
      const [done] = await sweepOnrampDeliveries(api.db, settings)
      expect(done?.status).toBe('completed')
      expect(done?.txHash).toBe(first?.payout_tx_hash)
      expect(await receiptOf(replaced?.payout_tx_hash ?? '')).toBeUndefined()
      expect(await balance(destination)).toBe(done?.figures.purchaseUnits)
      expect(await sent()).toBe(nonceBefore + 1)
    } finally {
      await mineAtBaseFee('1')
    }
  })
})
