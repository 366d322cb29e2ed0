import {
  devnet,
  ExecutionRevertedError,
  type Network,
  UserRejectedRequestError,
} from '@latch/common'
import { connect } from '@latch/core'
import {
  DEMO_TOKEN_ADDRESS,
  demoTokenAbi,
  devAccounts,
  startDevnet,
} from '@latch/devnet/node'
import { createWalletFixture } from '@latch/test'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestLatch } from '../../test/renderLatch.js'
import { LatchProvider } from '../LatchProvider.js'
import { useCallsStatus } from './useCallsStatus.js'
import { useCapabilities } from './useCapabilities.js'
import { useEstimateGas } from './useEstimateGas.js'
import { useSendCalls } from './useSendCalls.js'
import { useSendTransaction } from './useSendTransaction.js'
import { useSignTypedData } from './useSignTypedData.js'
import { useWaitForTransactionReceipt } from './useWaitForTransactionReceipt.js'
import { useWriteContract } from './useWriteContract.js'

// The hooks over a real anvil (with the demo token) and the real Latch Dev
// Wallet.
let devnetRun: Awaited<ReturnType<typeof startDevnet>>
let anvil: { url: string }
let network: Network
beforeAll(async () => {
  devnetRun = await startDevnet({ ports: [0, 0], bundler: false })
  anvil = { url: devnetRun.chains[0]!.url }
  network = { ...devnet, rpcUrls: { default: { http: [anvil.url] } } }
})
afterAll(() => devnetRun?.stop())
afterEach(cleanup)

const TO = devAccounts[7]!.address as `0x${string}`

async function setup<T>(hook: () => T, accountIndex = 0) {
  const fixture = createWalletFixture({
    chains: [{ chainId: 31337, rpcUrl: anvil.url }],
    accountIndex,
  })
  const test = createTestLatch({ networks: [network] }, fixture)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LatchProvider latch={test.latch}>{children}</LatchProvider>
  )
  const rendered = renderHook(hook, { wrapper })
  await act(() => connect(test.latch.config, { connector: 'dev.latch.wallet' }))
  return { ...test, ...rendered }
}

describe('useSendTransaction', () => {
  it('idle → pending → success, and a double click sends once', async () => {
    const { result, fixture } = await setup(() => {
      const send = useSendTransaction()
      const receipt = useWaitForTransactionReceipt({
        hash: send.data,
        pollingInterval: 50,
      })
      return { send, receipt }
    }, 1)
    expect(result.current.send.status).toBe('idle')
    expect(result.current.receipt.status).toBe('idle')
    const nonceBefore = await fetchNonce(1)
    act(() => {
      result.current.send.sendTransaction({ to: TO, value: parseEther('1') })
      result.current.send.sendTransaction({ to: TO, value: parseEther('1') })
    })
    expect(result.current.send.isPending).toBe(true)
    await waitFor(() => expect(result.current.send.status).toBe('success'))
    expect(result.current.send.data).toMatch(/^0x[0-9a-f]{64}$/)
    await waitFor(() => expect(result.current.receipt.status).toBe('success'))
    expect(result.current.receipt.data?.status).toBe('success')
    expect(
      fixture.prompts.filter((m) => m === 'eth_sendTransaction'),
    ).toHaveLength(1)
    expect(await fetchNonce(1)).toBe(nonceBefore + 1)
    act(() => result.current.send.reset())
    expect(result.current.send.status).toBe('idle')
  })

  it('lands in error with a typed 4001 when the wallet rejects', async () => {
    const { result, fixture } = await setup(useSendTransaction, 2)
    fixture.decide('reject')
    act(() => result.current.sendTransaction({ to: TO, value: 1n }))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.isError).toBe(true)
    expect(result.current.error).toBeInstanceOf(UserRejectedRequestError)
    await expect(
      result.current.sendTransactionAsync({ to: TO, value: 1n }),
    ).resolves.toMatch(/^0x/)
  })
})

describe('useWriteContract', () => {
  it('transfers LDT; a revert is an error state with the decoded reason', async () => {
    const { result } = await setup(useWriteContract, 5)
    const transfer = (amount: bigint) =>
      result.current.writeContract({
        address: DEMO_TOKEN_ADDRESS,
        abi: demoTokenAbi,
        functionName: 'transfer',
        args: [TO, amount],
      })
    act(() => transfer(10n ** 18n))
    expect(result.current.isPending).toBe(true)
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.data).toMatch(/^0x[0-9a-f]{64}$/)
    act(() => transfer(10n ** 30n))
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error).toBeInstanceOf(ExecutionRevertedError)
    expect((result.current.error as ExecutionRevertedError).reason).toMatch(
      /^InsufficientBalance\(/,
    )
  })
})

describe('useSignTypedData', () => {
  it('success carries the signature', async () => {
    const { result } = await setup(useSignTypedData)
    act(() =>
      result.current.signTypedData({
        domain: { name: 'Test', chainId: 31337 },
        types: { Note: [{ name: 'text', type: 'string' }] },
        primaryType: 'Note',
        message: { text: 'hi' },
      }),
    )
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.data).toMatch(/^0x[0-9a-f]{130}$/)
  })
})

describe('useEstimateGas', () => {
  it('is idle without parameters and estimates when given some', async () => {
    const { result } = await setup(() => useEstimateGas(undefined))
    expect(result.current.status).toBe('idle')
    const hook = await setup(() => useEstimateGas({ to: TO, value: 1n }))
    await waitFor(() => expect(hook.result.current.status).toBe('success'))
    expect(hook.result.current.data).toBe(21_000n)
  })
})

describe('useSendCalls + useCallsStatus + useCapabilities', () => {
  it('sends two transfers and follows the batch to 200', async () => {
    const { result } = await setup(() => {
      const send = useSendCalls()
      const status = useCallsStatus({ id: send.data?.id, pollingInterval: 50 })
      const capabilities = useCapabilities()
      return { send, status, capabilities }
    }, 3)
    await waitFor(() =>
      expect(result.current.capabilities.data).toEqual({
        31337: { atomic: { status: 'unsupported' } },
      }),
    )
    expect(result.current.status.status).toBe('idle')
    act(() =>
      result.current.send.sendCalls({
        calls: [
          { to: TO, value: 1n },
          { to: devAccounts[6]!.address as `0x${string}`, value: 2n },
        ],
      }),
    )
    await waitFor(() => expect(result.current.send.status).toBe('success'))
    // Polled while pending without flipping back to 'pending'.
    const seen = new Set<string>()
    await waitFor(() => {
      if (result.current.status.data) seen.add(result.current.status.status)
      expect(result.current.status.data?.statusCode).toBe(200)
    })
    expect(seen).toEqual(new Set(['success']))
    expect(result.current.status.data?.receipts).toHaveLength(2)
  })

  it('polls a pending batch until its block is mined', async () => {
    await rpc('evm_setAutomine', [false])
    try {
      const { result } = await setup(() => {
        const send = useSendCalls()
        const status = useCallsStatus({
          id: send.data?.id,
          pollingInterval: 50,
        })
        return { send, status }
      }, 6)
      act(() =>
        result.current.send.sendCalls({
          calls: [
            { to: TO, value: 1n },
            { to: TO, value: 2n },
          ],
        }),
      )
      await waitFor(() =>
        expect(result.current.status.data?.statusCode).toBe(100),
      )
      expect(result.current.status.data?.status).toBe('pending')
      expect(result.current.status.status).toBe('success')
      await rpc('evm_mine', [])
      await waitFor(() =>
        expect(result.current.status.data?.statusCode).toBe(200),
      )
      expect(result.current.status.data?.receipts).toHaveLength(2)
    } finally {
      await rpc('evm_setAutomine', [true])
    }
  })

  it('an invalid call is an error state before any prompt', async () => {
    const { result, fixture } = await setup(useSendCalls, 4)
    act(() =>
      result.current.sendCalls({ calls: [{ to: 'nope' as `0x${string}` }] }),
    )
    await waitFor(() => expect(result.current.status).toBe('error'))
    expect(result.current.error?.name).toBe('InvalidCallError')
    expect(fixture.prompts).not.toContain('wallet_sendCalls')
  })
})

async function rpc(method: string, params: unknown[]) {
  const response = await fetch(anvil.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

async function fetchNonce(index: number) {
  return Number(
    await rpc('eth_getTransactionCount', [
      devAccounts[index]!.address,
      'latest',
    ]),
  )
}
