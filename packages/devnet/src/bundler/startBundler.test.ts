import {
  smartAccountContracts,
  toHybridDeleGatorAccount,
} from '@latch/common/smart-account'
import {
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  numberToHex,
  type PublicClient,
  parseAbi,
  parseEther,
  type Transport,
} from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latchDevnet } from '../chains.js'
import { DevnetError } from '../node/DevnetError.js'
import { getFreePort } from '../node/getFreePort.js'
import { type StartAnvilReturnType, startAnvil } from '../node/startAnvil.js'
import { waitForReceipt } from '../node/waitForReceipt.js'
import { seedSmartAccounts } from '../smartAccounts/seedSmartAccounts.js'
import { type StartBundlerReturnType, startBundler } from './startBundler.js'

async function rpc(url: string, method: string, params: unknown[] = []) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

const entryPointAbi = parseAbi([
  'function balanceOf(address account) view returns (uint256)',
  'function depositTo(address account) payable',
])

describe('startBundler on a seeded anvil', () => {
  let anvil: StartAnvilReturnType
  let bundler: StartBundlerReturnType
  let client: PublicClient<Transport, Chain>
  beforeAll(async () => {
    anvil = await startAnvil({ port: 0, chainId: latchDevnet.chainId })
    await seedSmartAccounts({ rpcUrl: anvil.url })
    bundler = await startBundler({ rpcUrl: anvil.url })
    client = createPublicClient({
      chain: defineChain({
        id: latchDevnet.chainId,
        name: latchDevnet.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [anvil.url] } },
      }),
      transport: http(anvil.url),
    })
  }, 90_000)
  afterAll(async () => {
    await bundler?.stop()
    await anvil?.stop()
  })

  it('answers for the EntryPoint v0.7 of its chain on a free port', async () => {
    expect(bundler.url).toBe(`http://127.0.0.1:${bundler.port}`)
    expect(await rpc(bundler.url, 'eth_supportedEntryPoints')).toEqual([
      smartAccountContracts.EntryPoint,
    ])
    expect(await rpc(bundler.url, 'eth_chainId')).toBe('0x7a69')
  })

  it('deploys a counterfactual HybridDeleGator with its first user operation, which moves ETH', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toHybridDeleGatorAccount({ client, owner })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const funds = parseEther('1')
    const value = parseEther('0.25')
    await client.request({
      method: 'anvil_setBalance' as 'eth_chainId',
      params: [account.address, numberToHex(funds)] as never,
    })
    expect(await client.getCode({ address: account.address })).toBeUndefined()

    const bundlerClient = createBundlerClient({
      account,
      client,
      transport: http(bundler.url),
      pollingInterval: 50,
    })
    const hash = await bundlerClient.sendUserOperation({
      calls: [{ to: recipient, value }],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(account.address)
    // The bundler's own eth_getUserOperationReceipt, read again.
    const again = await bundlerClient.getUserOperationReceipt({ hash })
    expect(again.success).toBe(true)
    expect(again.receipt.transactionHash).toBe(receipt.receipt.transactionHash)

    const code = await client.getCode({ address: account.address })
    expect(code?.length).toBeGreaterThan(2)
    expect(await client.getBalance({ address: recipient })).toBe(value)
    // The account paid the value and the gas; what it prefunded above the
    // actual cost waits as its deposit in the EntryPoint.
    const deposit = await client.readContract({
      address: smartAccountContracts.EntryPoint,
      abi: entryPointAbi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    const balance = await client.getBalance({ address: account.address })
    expect(balance + deposit).toBe(funds - value - receipt.actualGasCost)
  })

  it('bundles at the network price, so the next operations do not pay more', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toHybridDeleGatorAccount({ client, owner })
    // A deposit in the EntryPoint pays the gas, so the operations' gas
    // estimates hold (see the bench's userop section on top-ups).
    const funder = privateKeyToAccount(generatePrivateKey())
    await client.request({
      method: 'anvil_setBalance' as 'eth_chainId',
      params: [funder.address, numberToHex(parseEther('2'))] as never,
    })
    const wallet = createWalletClient({
      account: funder,
      chain: client.chain,
      transport: http(anvil.url),
    })
    await waitForReceipt(
      client,
      await wallet.writeContract({
        address: smartAccountContracts.EntryPoint,
        abi: entryPointAbi,
        functionName: 'depositTo',
        args: [account.address],
        value: parseEther('1'),
      }),
    )
    const bundlerClient = createBundlerClient({
      account,
      client,
      transport: http(bundler.url),
      pollingInterval: 50,
    })
    const tips = []
    for (let i = 0; i < 3; i++) {
      const hash = await bundlerClient.sendUserOperation({
        calls: [{ to: owner.address, value: 0n }],
      })
      const receipt = await bundlerClient.waitForUserOperationReceipt({ hash })
      expect(receipt.success).toBe(true)
      const { userOperation } = await bundlerClient.getUserOperation({ hash })
      const bundle = await client.getTransaction({
        hash: receipt.receipt.transactionHash,
      })
      // Anvil suggests the last bundles' tip to the next operation: a
      // bundle that bid above its operations would make fees climb.
      expect(bundle.maxPriorityFeePerGas).toBeLessThanOrEqual(
        userOperation.maxPriorityFeePerGas,
      )
      tips.push(userOperation.maxPriorityFeePerGas)
    }
    expect(tips[2]).toBeLessThanOrEqual(tips[0]!)
  })

  it('stops, and a second stop is harmless', async () => {
    await bundler.stop()
    await expect(rpc(bundler.url, 'eth_chainId')).rejects.toThrow()
    await bundler.stop()
  })
})

describe('startBundler failing', () => {
  it("fails with BUNDLER_EXITED and Alto's last words when the chain has no EntryPoint", async () => {
    const anvil = await startAnvil({ port: 0 })
    try {
      const error = await startBundler({
        rpcUrl: anvil.url,
        port: await getFreePort(),
      }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(DevnetError)
      expect((error as DevnetError).code).toBe('BUNDLER_EXITED')
      expect((error as DevnetError).message).toContain(
        `entry point ${smartAccountContracts.EntryPoint} does not exist`,
      )
    } finally {
      await anvil.stop()
    }
  }, 90_000)
})
