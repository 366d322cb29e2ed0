// The sandbox on-ramp selling SOL on the local Solana chain (LiteSVM,
// startSolanaDevnet), with the API on PGlite and on PostgreSQL: options
// and quotes, a checkout paid like a browser with the SOL arriving, and
// delivery exactly once when the process stops midway — including a stored
// transfer whose blockhash expired unsent, the one case re-signed.
import {
  devSolanaAccounts,
  type StartSolanaDevnetReturnType,
  startSolanaDevnet,
} from '@latch/devnet/node'
import {
  address,
  createSolanaRpc,
  generateKeyPairSigner,
  getBase58Decoder,
  type Rpc,
  type Signature,
  type SolanaRpcApi,
  lamports as toLamports,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_ONRAMP_TREASURY_KEY } from '../../../../../scripts/fund-onramp-treasury.mjs'
import {
  createBlockchainTestApi,
  testChain,
} from '../../../test/blockchain/createBlockchainTestApi.js'
import { dbKinds } from '../../../test/testDbs.js'
import { SOLANA_LOCALNET_CHAIN } from '../settings/getBlockchainSettings.js'
import { deliverOrder } from './deliverOrder.js'
import type { DeliveryStep } from './finishPayout.js'
import { readOnrampSettings } from './readOnrampSettings.js'
import { sweepOnrampDeliveries } from './sweepOnrampDeliveries.js'

const treasury = devSolanaAccounts[7] as (typeof devSolanaAccounts)[number]
const network = SOLANA_LOCALNET_CHAIN.caipNetworkId

class Crash extends Error {}

describe.each(dbKinds)('the sandbox on-ramp selling SOL (%s)', (kind) => {
  let solana: StartSolanaDevnetReturnType
  let rpc: Rpc<SolanaRpcApi>
  let api: Awaited<ReturnType<typeof createBlockchainTestApi>>

  beforeAll(async () => {
    // A blockhash lives 3 blocks (each landed transaction is a block), so
    // a test can outlive one.
    solana = await startSolanaDevnet({ port: 0, maxBlockhashAge: 3 })
    rpc = createSolanaRpc(solana.url)
    api = await createBlockchainTestApi({
      kind,
      // No EVM node is asked: only SOL is bought here.
      chains: [testChain(31337, 'http://127.0.0.1:9')],
      solanaChains: [
        { caipNetworkId: network, rpcUrls: [solana.url], tokens: [] },
      ],
      overrides: {
        onramp: {
          ...readOnrampSettings(
            {
              LATCH_API_ONRAMP_TREASURY_KEY: DEVNET_ONRAMP_TREASURY_KEY,
              LATCH_API_ONRAMP_SOLANA_TREASURY_KEY: getBase58Decoder().decode(
                treasury.secretKey,
              ),
            },
            { devnet: true },
          ),
          deliveryLeaseSeconds: 0,
          receiptTimeoutMs: 10_000,
          ipRateLimit: { ratePerSecond: 1_000, burst: 1_000 },
        },
      },
    })
  }, 120_000)
  afterAll(async () => {
    await api?.db.close()
    await solana?.stop()
  })

  async function newOrder(amount = '50.00') {
    const destination = (await generateKeyPairSigner()).address
    const response = await api.post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: destination, blockchains: [network] }],
      defaultNetwork: network,
      presetFiatAmount: amount,
    })
    expect(response.status).toBe(200)
    const { url } = (await response.json()) as { url: string }
    return {
      id: url.split('/').pop() as string,
      path: new URL(url).pathname,
      destination,
    }
  }

  async function order(id: string) {
    const response = await api.get(`/v1/onramp/orders/${id}`)
    expect(response.status).toBe(200)
    return (await response.json()) as {
      status: string
      network: string
      destination: string
      txHash: string | null
      purchaseAmount: { units: string; currency: string; decimals: number }
    }
  }

  const lamports = async (owner: string) =>
    (await rpc.getBalance(address(owner)).send()).value

  async function stored(id: string) {
    const [row] = await api.db.query<{
      payout_tx_hash: string | null
      payout_raw: string | null
    }>('SELECT payout_tx_hash, payout_raw FROM onramp_orders WHERE id = $1', [
      id,
    ])
    return row
  }

  async function payAndStop(id: string, step: DeliveryStep) {
    await expect(
      deliverOrder(api.db, api.settings, id, ['created'], {
        onStep: (at) => {
          if (at === step) throw new Crash(`stopped after ${step}`)
        },
      }),
    ).rejects.toBeInstanceOf(Crash)
  }

  it('offers SOL on the Solana chain and quotes it with the 5,000-lamport fee', async () => {
    const options = (await (await api.get('/v1/onramp/options')).json()) as {
      purchaseCurrencies: { id: string; networks: { name: string }[] }[]
    }
    const sol = options.purchaseCurrencies.find((c) => c.id === 'SOL')
    expect(sol?.networks).toEqual([
      {
        name: network,
        display_name: 'Solana Local',
        chain_id: network.slice('solana:'.length),
        contract_address: '',
      },
    ])
    const quote = (await (
      await api.post('/v1/onramp/quote', {
        purchaseCurrency: 'SOL',
        paymentCurrency: 'USD',
        amount: '100.00',
        network,
      })
    ).json()) as Record<string, { amount: string; currency: string }>
    // 1.5 % of 100.00; 5,000 lamports at 150 USD = 0.00075 → 0.01 (up);
    // 98.49 USD at 150 USD a SOL = 0.6566 SOL.
    expect(quote.coinbaseFee).toEqual({ amount: '1.50', currency: 'USD' })
    expect(quote.networkFee).toEqual({ amount: '0.01', currency: 'USD' })
    expect(quote.purchaseAmount).toEqual({ amount: '0.6566', currency: 'SOL' })
  })

  it('a Solana network wants a Solana address, and SOL a Solana network', async () => {
    const evm = await api.post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: `0x${'11'.repeat(20)}` }],
      defaultNetwork: network,
      presetFiatAmount: '50.00',
    })
    expect(evm.status).toBe(400)
    expect(await evm.json()).toMatchObject({ code: 'INVALID_ADDRESS' })
    const solOnEvm = await api.post('/v1/generators/onrampurl', {
      destinationWallets: [
        { address: `0x${'11'.repeat(20)}`, assets: ['SOL'] },
      ],
      presetFiatAmount: '50.00',
    })
    expect(solOnEvm.status).toBe(400)
    expect(await solOnEvm.json()).toMatchObject({ code: 'UNSUPPORTED_CHAIN' })
  })

  it('the success card delivers the quoted SOL to the Solana address', async () => {
    const { id, path, destination } = await newOrder()
    const page = await (await api.request(path)).text()
    expect(page).toContain('Solana Local')
    const paid = await api.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        card: '4242 4242 4242 4242',
        expiry: '12/39',
        cvc: '123',
      }).toString(),
    })
    expect(paid.status).toBe(303)
    const done = await order(id)
    expect(done).toMatchObject({
      status: 'completed',
      network,
      destination,
      purchaseAmount: { currency: 'SOL', decimals: 9 },
    })
    expect(await lamports(destination)).toBe(BigInt(done.purchaseAmount.units))
    const { value } = await rpc
      .getSignatureStatuses([done.txHash as Signature])
      .send()
    expect(value[0]?.err).toBeNull()
  })

  it.each(['paid', 'signed', 'broadcast'] as const)(
    'stopped after %s, the sweep delivers it once',
    async (step) => {
      const { id, destination } = await newOrder()
      await payAndStop(id, step)
      const signed = await stored(id)
      expect(signed?.payout_raw !== null).toBe(step !== 'paid')
      const [done] = await sweepOnrampDeliveries(api.db, api.settings)
      expect(done?.status).toBe('completed')
      if (step !== 'paid') expect(done?.txHash).toBe(signed?.payout_tx_hash)
      expect(await lamports(destination)).toBe(done?.figures.purchaseUnits)
      expect(await sweepOnrampDeliveries(api.db, api.settings)).toEqual([])
      expect(await lamports(destination)).toBe(done?.figures.purchaseUnits)
    },
  )

  it('a stored transfer whose blockhash expired unsent is signed anew, and paid once', async () => {
    const { id, destination } = await newOrder()
    await payAndStop(id, 'signed')
    const signed = await stored(id)
    // Four other transactions: four blocks, past the blockhash's life.
    const faucetTarget = (await generateKeyPairSigner()).address
    for (let i = 0; i < 4; i++)
      await rpc.requestAirdrop(faucetTarget, toLamports(1_000_000n)).send()
    const [done] = await sweepOnrampDeliveries(api.db, api.settings)
    expect(done?.status).toBe('completed')
    expect(done?.txHash).not.toBe(signed?.payout_tx_hash)
    expect(await lamports(destination)).toBe(done?.figures.purchaseUnits)
    // The expired transfer never landed.
    const { value } = await rpc
      .getSignatureStatuses([signed?.payout_tx_hash as Signature], {
        searchTransactionHistory: true,
      })
      .send()
    expect(value[0]).toBeNull()
  })
})
