import {
  devnet,
  ExecutionRevertedError,
  FeeCapTooHighError,
  InsufficientFundsError,
  IntrinsicGasTooLowError,
  InvalidAddressError,
  InvalidChainIdError,
  type Network,
  NonceTooLowError,
  UserRejectedRequestError,
} from '@latch/common'
import { devAccounts, startAnvil } from '@latch/devnet/node'
import { createWalletFixture } from '@latch/test'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConfig } from '../createConfig.js'
import { ConnectorNotConnectedError } from '../errors/connector.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { TransactionReceiptNotFoundError } from '../transactions/errors.js'
import { connect } from './connect.js'
import { estimateGas } from './estimateGas.js'
import { getBalance } from './getBalance.js'
import { getTransactionReceipt } from './getTransactionReceipt.js'
import { sendTransaction } from './sendTransaction.js'
import { waitForTransactionReceipt } from './waitForTransactionReceipt.js'

// A real anvil (auto-mining) and the real Latch Dev Wallet over it.
let anvil: Awaited<ReturnType<typeof startAnvil>>
let network: Network
beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
  network = { ...devnet, rpcUrls: { default: { http: [anvil.url] } } }
})
afterAll(() => anvil?.stop())

const TO = devAccounts[7]!.address as `0x${string}`

async function setup(accountIndex = 0) {
  const fixture = createWalletFixture({
    chains: [{ chainId: 31337, rpcUrl: anvil.url }],
    accountIndex,
  })
  const config = createConfig({
    projectId: 'p',
    networks: [network],
    storage: memoryStorage(),
    connectors: [fixture.connector],
  })
  await connect(config, { connector: 'dev.latch.wallet' })
  return { config, fixture }
}

describe('sendTransaction', () => {
  it('sends ETH through the wallet; the receipt and balances show it', async () => {
    const { config, fixture } = await setup(1)
    const before = (await getBalance(config, { address: TO })).value
    const hash = await sendTransaction(config, {
      to: TO,
      value: parseEther('1.25'),
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(fixture.prompts).toEqual([
      'eth_requestAccounts',
      'eth_sendTransaction',
    ])
    const receipt = await waitForTransactionReceipt(config, {
      hash,
      pollingInterval: 50,
    })
    expect(receipt.status).toBe('success')
    expect(receipt.to).toBe(TO.toLowerCase())
    expect(receipt.from).toBe(devAccounts[1]!.address.toLowerCase())
    expect(receipt.gasUsed).toBe(21_000n)
    expect((await getTransactionReceipt(config, { hash })).blockHash).toBe(
      receipt.blockHash,
    )
    const after = (await getBalance(config, { address: TO })).value
    expect(after - before).toBe(parseEther('1.25'))
  })

  it('maps a rejection in the wallet to UserRejectedRequestError (4001)', async () => {
    const { config, fixture } = await setup(2)
    fixture.decide('reject')
    const error = await sendTransaction(config, { to: TO, value: 1n }).catch(
      (e) => e,
    )
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.code).toBe(4001)
  })

  it('maps a send beyond the balance to InsufficientFundsError', async () => {
    const { config } = await setup(3)
    const error = await sendTransaction(config, {
      to: TO,
      value: parseEther('20000'),
    }).catch((e) => e)
    expect(error).toBeInstanceOf(InsufficientFundsError)
    expect(error.shortMessage).toMatch(/exceeds the balance of the account/)
  })

  it('maps a used nonce and a too small gas limit', async () => {
    const { config } = await setup(4)
    const hash = await sendTransaction(config, { to: TO, value: 1n })
    await waitForTransactionReceipt(config, { hash, pollingInterval: 50 })
    const nonce = await sendTransaction(config, {
      to: TO,
      value: 1n,
      nonce: 0,
    }).catch((e) => e)
    expect(nonce).toBeInstanceOf(NonceTooLowError)
    const gas = await sendTransaction(config, {
      to: TO,
      value: 1n,
      gas: 20_000n,
    }).catch((e) => e)
    expect(gas).toBeInstanceOf(IntrinsicGasTooLowError)
  })

  it('maps a reverted call', async () => {
    const { config } = await setup(5)
    // Init code PUSH1 0 PUSH1 0 REVERT: the deployment reverts.
    const error = await sendTransaction(config, {
      data: '0x60006000fd',
    }).catch((e) => e)
    expect(error).toBeInstanceOf(ExecutionRevertedError)
    expect(error.shortMessage).toBe('Execution reverted for an unknown reason.')
  })
})

describe('without a wallet', () => {
  it('throws ConnectorNotConnectedError', async () => {
    const config = createConfig({
      projectId: 'p',
      networks: [network],
      storage: memoryStorage(),
    })
    await expect(
      sendTransaction(config, { to: TO, value: 1n }),
    ).rejects.toBeInstanceOf(ConnectorNotConnectedError)
  })
})

describe('serializer rules (SPEC §8)', () => {
  it('refuses a bad address, chain id or fee cap before the wallet is asked', async () => {
    const { config, fixture } = await setup(0)
    const before = fixture.prompts.length
    await expect(
      sendTransaction(config, { to: '0x1234' as `0x${string}` }),
    ).rejects.toBeInstanceOf(InvalidAddressError)
    await expect(
      sendTransaction(config, { to: TO, chainId: 0 }),
    ).rejects.toBeInstanceOf(InvalidChainIdError)
    await expect(
      sendTransaction(config, { to: TO, maxFeePerGas: 2n ** 256n }),
    ).rejects.toBeInstanceOf(FeeCapTooHighError)
    expect(fixture.prompts.length).toBe(before)
  })
})

describe('estimateGas', () => {
  it('estimates over the network RPC without a wallet prompt', async () => {
    const { config, fixture } = await setup(6)
    const gas = await estimateGas(config, { to: TO, value: 1n })
    expect(gas).toBe(21_000n)
    expect(fixture.prompts).toEqual(['eth_requestAccounts'])
    const error = await estimateGas(config, { data: '0x60006000fd' }).catch(
      (e) => e,
    )
    expect(error).toBeInstanceOf(ExecutionRevertedError)
  })
})

describe('getTransactionReceipt', () => {
  it('throws TransactionReceiptNotFoundError for an unknown hash', async () => {
    const { config } = await setup(0)
    const hash = `0x${'ab'.repeat(32)}` as const
    await expect(getTransactionReceipt(config, { hash })).rejects.toThrow(
      TransactionReceiptNotFoundError,
    )
    await expect(
      waitForTransactionReceipt(config, {
        hash,
        pollingInterval: 20,
        timeout: 100,
      }),
    ).rejects.toThrow(/Timed out while waiting/)
  })
})
