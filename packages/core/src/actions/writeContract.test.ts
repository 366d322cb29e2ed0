import {
  devnet,
  ExecutionRevertedError,
  type Network,
  UserRejectedRequestError,
} from '@latch/common'
import {
  DEMO_TOKEN_ADDRESS,
  demoTokenAbi,
  devAccounts,
  startDevnet,
} from '@latch/devnet/node'
import { createWalletFixture } from '@latch/test'
import { createPublicClient, http, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createConfig } from '../createConfig.js'
import { memoryStorage } from '../storage/memoryStorage.js'
import { connect } from './connect.js'
import { estimateGas } from './estimateGas.js'
import { waitForTransactionReceipt } from './waitForTransactionReceipt.js'
import { writeContract } from './writeContract.js'

// Both devnets with the Latch Demo Token (LDT) deployed and seeded.
let devnetRun: Awaited<ReturnType<typeof startDevnet>>
let network: Network
let rpcUrl: string
beforeAll(async () => {
  devnetRun = await startDevnet({ ports: [0, 0], bundler: false })
  rpcUrl = devnetRun.chains[0]!.url
  network = { ...devnet, rpcUrls: { default: { http: [rpcUrl] } } }
})
afterAll(() => devnetRun?.stop())

const token = DEMO_TOKEN_ADDRESS as `0x${string}`
const RECEIVER = devAccounts[8]!.address as `0x${string}`

async function setup(accountIndex: number) {
  const fixture = createWalletFixture({
    chains: [{ chainId: 31337, rpcUrl }],
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

const balanceOf = (address: `0x${string}`) =>
  createPublicClient({ transport: http(rpcUrl) }).readContract({
    address: token,
    abi: demoTokenAbi,
    functionName: 'balanceOf',
    args: [address],
  })

describe('writeContract', () => {
  it('transfers LDT; both balances change on the chain', async () => {
    const { config } = await setup(2)
    const sender = devAccounts[2]!.address as `0x${string}`
    const [fromBefore, toBefore] = [
      await balanceOf(sender),
      await balanceOf(RECEIVER),
    ]
    const amount = parseUnits('12.5', 18)
    const gas = await estimateGas(config, {
      to: token,
      data: '0xa9059cbb',
    }).catch((e) => e)
    // A bare selector does not decode: the token reverts on it.
    expect(gas).toBeInstanceOf(ExecutionRevertedError)
    const hash = await writeContract(config, {
      address: token,
      abi: demoTokenAbi,
      functionName: 'transfer',
      args: [RECEIVER, amount],
    })
    const receipt = await waitForTransactionReceipt(config, {
      hash,
      pollingInterval: 50,
    })
    expect(receipt.status).toBe('success')
    expect(receipt.logs).toHaveLength(1)
    expect(await balanceOf(sender)).toBe(fromBefore - amount)
    expect(await balanceOf(RECEIVER)).toBe(toBefore + amount)
  })

  it('names the custom error of a reverted call from the ABI', async () => {
    const { config, fixture } = await setup(3)
    const error = await writeContract(config, {
      address: token,
      abi: demoTokenAbi,
      functionName: 'transfer',
      args: [RECEIVER, parseUnits('2000000', 18)],
    }).catch((e) => e)
    expect(error).toBeInstanceOf(ExecutionRevertedError)
    expect(error.reason).toMatch(/^InsufficientBalance\(0x/)
    expect(error.data).toMatch(/^0x/)
    // The wallet prompted, then its own gas estimate failed.
    expect(fixture.prompts.at(-1)).toBe('eth_sendTransaction')
  })

  it('a rejection in the wallet is UserRejectedRequestError', async () => {
    const { config, fixture } = await setup(4)
    fixture.decide('reject')
    await expect(
      writeContract(config, {
        address: token,
        abi: demoTokenAbi,
        functionName: 'transfer',
        args: [RECEIVER, 1n],
      }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })
})
