import {
  createPublicClient,
  http,
  parseEther,
  recoverMessageAddress,
  recoverTypedDataAddress,
  stringToHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../devAccounts.js'
import { type StartAnvilReturnType, startAnvil } from '../node/startAnvil.js'
import { waitForReceipt } from '../node/waitForReceipt.js'
import {
  CONNECTED_STORAGE_KEY,
  createDevWalletProvider,
} from './createDevWalletProvider.js'
import type { DevWalletPromptRequest, DevWalletStorage } from './types.js'

let anvil: StartAnvilReturnType
beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
})
afterAll(() => anvil?.stop())

const [account0, account1] = devAccounts
const address = account0!.address

function memoryStorage(): DevWalletStorage & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

function setup({ approve = true, storage = memoryStorage() } = {}) {
  const prompts: DevWalletPromptRequest[] = []
  const events: [string, unknown][] = []
  const wallet = createDevWalletProvider({
    chains: [
      { chainId: 31337, rpcUrl: anvil.url, name: 'Latch Devnet' },
      { chainId: 31338, rpcUrl: 'http://127.0.0.1:1', name: 'Latch Devnet 2' },
    ],
    confirm: async (request) => {
      prompts.push(request)
      return approve
    },
    storage,
    origin: 'http://demo.test',
  })
  for (const name of ['connect', 'accountsChanged', 'chainChanged'])
    wallet.provider.on(name, (value: never) => events.push([name, value]))
  const request = (method: string, params?: unknown[]) =>
    wallet.provider.request(params ? { method, params } : { method })
  return { wallet, request, prompts, events, storage }
}

describe('createDevWalletProvider', () => {
  it('connects once after approval and remembers it in storage', async () => {
    const { request, prompts, events, storage } = setup()
    expect(await request('eth_accounts')).toEqual([])
    expect(prompts).toHaveLength(0)
    const [a, b] = await Promise.all([
      request('eth_requestAccounts'),
      request('eth_requestAccounts'),
    ])
    expect(a).toEqual([address])
    expect(b).toEqual([address])
    expect(prompts).toHaveLength(1)
    expect(prompts[0]!.title).toBe('Connect to http://demo.test?')
    expect(storage.map.get(CONNECTED_STORAGE_KEY)).toBe('1')
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [address]],
    ])
    expect(await request('eth_accounts')).toEqual([address])
    // A "reload": a new wallet on the same storage is still connected.
    const again = setup({ storage })
    expect(await again.request('eth_accounts')).toEqual([address])
  })

  it('answers chain id and net_version', async () => {
    const { request } = setup()
    expect(await request('eth_chainId')).toBe('0x7a69')
    expect(await request('net_version')).toBe('31337')
  })

  it('rejects with 4001 when the person rejects', async () => {
    const { request } = setup({ approve: false })
    await expect(request('eth_requestAccounts')).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await request('eth_accounts')).toEqual([])
  })

  it('personal_sign needs a connection (4100), then signs EIP-191', async () => {
    const { request, prompts } = setup()
    const message = stringToHex('Sign in to Latch ✓')
    await expect(
      request('personal_sign', [message, address]),
    ).rejects.toMatchObject({ code: 4100 })
    await request('eth_requestAccounts')
    const signature = (await request('personal_sign', [
      message,
      address,
    ])) as `0x${string}`
    expect(prompts.at(-1)).toMatchObject({ title: 'Sign message' })
    expect(prompts.at(-1)!.details).toContainEqual({
      label: 'Message',
      value: 'Sign in to Latch ✓',
      block: true,
    })
    expect(
      await recoverMessageAddress({ message: { raw: message }, signature }),
    ).toBe(address)
    await expect(
      request('personal_sign', [message, account1!.address]),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('signs EIP-712 typed data (v4)', async () => {
    const { request } = setup()
    await request('eth_requestAccounts')
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      domain: { name: 'Latch', chainId: 31337 },
      message: { contents: 'hello' },
    } as const
    const signature = (await request('eth_signTypedData_v4', [
      address,
      JSON.stringify(typedData),
    ])) as `0x${string}`
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await recoverTypedDataAddress({ ...typedData, types, signature }),
    ).toBe(address)
  })

  it('switches chains with a prompt; unknown chain is 4902', async () => {
    const { request, events, prompts } = setup()
    await expect(
      request('wallet_switchEthereumChain', [{ chainId: '0x1' }]),
    ).rejects.toMatchObject({ code: 4902 })
    await request('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])
    expect(prompts.at(-1)!.title).toBe('Switch network')
    expect(await request('eth_chainId')).toBe('0x7a6a')
    expect(events).toContainEqual(['chainChanged', '0x7a6a'])
  })

  it('adds a chain and switches to it', async () => {
    const { request, prompts } = setup()
    await request('wallet_addEthereumChain', [
      { chainId: '0x2a', chainName: 'Other', rpcUrls: [anvil.url] },
    ])
    expect(prompts.at(-1)!.title).toBe('Add network')
    expect(await request('eth_chainId')).toBe('0x2a')
  })

  it('forwards reads like eth_getBalance to the RPC', async () => {
    const { request } = setup()
    const balance = await request('eth_getBalance', [
      account1!.address,
      'latest',
    ])
    expect(BigInt(balance as string)).toBeGreaterThan(parseEther('1000'))
    expect(await request('eth_blockNumber')).toMatch(/^0x/)
  })

  it('reads fail with 4901 on a chain set without an RPC', async () => {
    const { wallet, request, events } = setup()
    wallet.setChain(1)
    expect(events).toContainEqual(['chainChanged', '0x1'])
    expect(await request('eth_chainId')).toBe('0x1')
    await expect(request('eth_blockNumber')).rejects.toMatchObject({
      code: 4901,
    })
  })

  it('eth_sendTransaction signs locally and is mined on anvil', async () => {
    const { request, prompts } = setup()
    await request('eth_requestAccounts')
    const to = account1!.address
    const client = createPublicClient({ transport: http(anvil.url) })
    const before = await client.getBalance({ address: to })
    const hashes = (await Promise.all(
      [1, 2].map(() =>
        request('eth_sendTransaction', [
          { from: address, to, value: '0xde0b6b3a7640000' },
        ]),
      ),
    )) as `0x${string}`[]
    for (const hash of hashes) {
      const receipt = await waitForReceipt(client, hash)
      expect(receipt.status).toBe('success')
      expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    }
    expect(await client.getBalance({ address: to })).toBe(
      before + parseEther('2'),
    )
    expect(prompts.at(-1)).toMatchObject({ title: 'Send transaction' })
    expect(prompts.at(-1)!.details).toContainEqual({
      label: 'Value',
      value: '1 ETH',
    })
    // The gas and fees it signs, shown before it is approved.
    expect(prompts.at(-1)!.details).toContainEqual({
      label: 'Gas limit',
      value: '21000',
    })
    expect(
      prompts.at(-1)!.details.find((d) => d.label === 'Maximum network fee')
        ?.value,
    ).toMatch(/^0\.\d+ ETH$/)
  })

  it('setAccount, disconnect and permissions', async () => {
    const { wallet, request, events } = setup()
    expect(await request('wallet_getPermissions')).toEqual([])
    const permissions = await request('wallet_requestPermissions', [
      { eth_accounts: {} },
    ])
    expect(permissions).toMatchObject([{ parentCapability: 'eth_accounts' }])
    wallet.setAccount(1)
    expect(events.at(-1)).toEqual(['accountsChanged', [account1!.address]])
    expect(await request('eth_accounts')).toEqual([account1!.address])
    wallet.disconnect()
    expect(events.at(-1)).toEqual(['accountsChanged', []])
    expect(await request('eth_accounts')).toEqual([])
    await request('eth_requestAccounts')
    await request('wallet_revokePermissions', [{ eth_accounts: {} }])
    expect(await request('eth_accounts')).toEqual([])
  })

  it('answers 4200 for unsupported wallet methods', async () => {
    const { request } = setup()
    await expect(request('eth_sign', [address, '0x00'])).rejects.toMatchObject({
      code: 4200,
    })
    await expect(request('wallet_grantPermissions', [])).rejects.toMatchObject({
      code: 4200,
    })
  })

  it('answers the EIP-5792 methods only to a connected page', async () => {
    const { request } = setup()
    await expect(
      request('wallet_getCapabilities', [address]),
    ).rejects.toMatchObject({
      code: 4100,
    })
    await expect(request('wallet_sendCalls', [])).rejects.toMatchObject({
      code: 4100,
    })
    await request('eth_requestAccounts')
    expect(await request('wallet_getCapabilities', [address])).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
      '0x7a6a': { atomic: { status: 'unsupported' } },
    })
    await expect(
      request('wallet_getCallsStatus', ['0x01']),
    ).rejects.toMatchObject({
      code: 5730,
    })
  })
})
