// The HybridDeleGator account of @latch/common against the real contracts
// on anvil, with the EntryPoint called directly (the bundler's own test
// sends through Alto): the typed-data hash, deployment with the first
// user operation, single and batch calls, ERC-1271 and ERC-6492.

import {
  decodeExecution,
  encodeExecution,
  hybridDeleGatorAbi,
  smartAccountContracts,
  toHybridDeleGatorAccount,
} from '@latch/common/smart-account'
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeFunctionData,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
  parseEther,
  parseEventLogs,
  recoverAddress,
  type Transport,
} from 'viem'
import {
  entryPoint07Abi,
  getUserOperationHash,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latchDevnet } from '../chains.js'
import { devAccounts } from '../devAccounts.js'
import { type StartAnvilReturnType, startAnvil } from '../node/startAnvil.js'
import { waitForReceipt } from '../node/waitForReceipt.js'
import { seedSmartAccounts } from './seedSmartAccounts.js'

const entryPoint = smartAccountContracts.EntryPoint

describe('toHybridDeleGatorAccount on the real contracts', () => {
  let anvil: StartAnvilReturnType
  let client: PublicClient<Transport, Chain>
  const bundlerKey = privateKeyToAccount(devAccounts[5]!.privateKey)
  beforeAll(async () => {
    anvil = await startAnvil({ port: 0, chainId: latchDevnet.chainId })
    await seedSmartAccounts({ rpcUrl: anvil.url })
    client = createPublicClient({
      chain: defineChain({
        id: latchDevnet.chainId,
        name: latchDevnet.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [anvil.url] } },
      }),
      transport: http(anvil.url),
    })
  })
  afterAll(() => anvil?.stop())

  /** Signs and sends one user operation through EntryPoint.handleOps. */
  async function handleOp(
    account: Awaited<ReturnType<typeof toHybridDeleGatorAccount>>,
    calls: { to: Address; value?: bigint; data?: Hex }[],
  ) {
    const factoryArgs = await account.getFactoryArgs()
    const fees = await client.estimateFeesPerGas()
    const op = {
      sender: account.address,
      nonce: await account.getNonce(),
      ...(factoryArgs.factory ? factoryArgs : {}),
      callData: await account.encodeCalls(calls),
      callGasLimit: 300_000n,
      verificationGasLimit: 1_500_000n,
      preVerificationGas: 60_000n,
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      signature: '0x',
    } as UserOperation<'0.7'>
    op.signature = await account.signUserOperation(op)
    const wallet = createWalletClient({
      account: bundlerKey,
      chain: client.chain,
      transport: http(anvil.url),
    })
    const hash = await wallet.writeContract({
      address: entryPoint,
      abi: entryPoint07Abi,
      functionName: 'handleOps',
      args: [[toPackedUserOperation(op)], bundlerKey.address],
    })
    const receipt = await waitForReceipt(client, hash)
    const [event] = parseEventLogs({
      abi: entryPoint07Abi,
      eventName: 'UserOperationEvent',
      logs: receipt.logs,
    })
    return { op, receipt, event }
  }

  it('deploys with its first user operation, sends ETH, and signs what the contract hashes', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toHybridDeleGatorAccount({ client, owner })
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    const funder = createWalletClient({
      account: privateKeyToAccount(devAccounts[6]!.privateKey),
      chain: client.chain,
      transport: http(anvil.url),
    })
    await waitForReceipt(
      client,
      await funder.sendTransaction({
        to: account.address,
        value: parseEther('1'),
      }),
    )
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const { op, event } = await handleOp(account, [
      { to: recipient, value: parseEther('0.25') },
    ])
    expect(event?.args.success).toBe(true)
    expect(event?.args.userOpHash).toBe(
      getUserOperationHash({
        userOperation: op,
        entryPointAddress: entryPoint,
        entryPointVersion: '0.7',
        chainId: latchDevnet.chainId,
      }),
    )
    expect(
      (await client.getCode({ address: account.address }))?.length,
    ).toBeGreaterThan(2)
    expect(await client.getBalance({ address: recipient })).toBe(
      parseEther('0.25'),
    )
    // The contract's own EIP-712 hash of the operation is what was signed.
    const typedHash = await client.readContract({
      address: account.address,
      abi: parseAbi([
        'struct PackedUserOperation { address sender; uint256 nonce; bytes initCode; bytes callData; bytes32 accountGasLimits; uint256 preVerificationGas; bytes32 gasFees; bytes paymasterAndData; bytes signature; }',
        'function getPackedUserOperationTypedDataHash(PackedUserOperation userOp) view returns (bytes32)',
      ]),
      functionName: 'getPackedUserOperationTypedDataHash',
      args: [toPackedUserOperation(op)],
    })
    expect(
      await recoverAddress({ hash: typedHash, signature: op.signature }),
    ).toBe(owner.address)
  }, 60_000)

  it('runs several calls as one atomic batch: one revert undoes all', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toHybridDeleGatorAccount({ client, owner })
    const funder = createWalletClient({
      account: privateKeyToAccount(devAccounts[6]!.privateKey),
      chain: client.chain,
      transport: http(anvil.url),
    })
    await waitForReceipt(
      client,
      await funder.sendTransaction({
        to: account.address,
        value: parseEther('1'),
      }),
    )
    const [a, b] = [generatePrivateKey(), generatePrivateKey()].map(
      (key) => privateKeyToAccount(key).address,
    ) as [Address, Address]
    const both = await handleOp(account, [
      { to: a, value: 1000n },
      { to: b, value: 2000n },
    ])
    expect(both.event?.args.success).toBe(true)
    expect(await client.getBalance({ address: a })).toBe(1000n)
    expect(await client.getBalance({ address: b })).toBe(2000n)
    // The second call reverts (the EntryPoint refuses plain ETH): neither moves.
    const failed = await handleOp(account, [
      { to: a, value: 1000n },
      { to: entryPoint, value: 1n, data: '0xdeadbeef' },
    ])
    expect(failed.event?.args.success).toBe(false)
    expect(await client.getBalance({ address: a })).toBe(1000n)
  }, 60_000)

  it('signs messages and typed data for ERC-1271, ERC-6492 wrapped before deployment', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toHybridDeleGatorAccount({ client, owner })
    const message = 'Sign in to Latch'
    const undeployed = await account.signMessage({ message })
    expect(
      undeployed.endsWith(
        '6492649264926492649264926492649264926492649264926492649264926492',
      ),
    ).toBe(true)
    expect(
      await client.verifyMessage({
        address: account.address,
        message,
        signature: undeployed,
      }),
    ).toBe(true)
    expect(
      await client.verifyMessage({
        address: account.address,
        message: 'something else',
        signature: undeployed,
      }),
    ).toBe(false)
    const other = await toHybridDeleGatorAccount({
      client,
      owner: privateKeyToAccount(generatePrivateKey()),
    })
    expect(
      await client.verifyMessage({
        address: other.address,
        message,
        signature: undeployed,
      }),
    ).toBe(false)
  }, 60_000)

  it('encodes and decodes ERC-7579 executions', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toHybridDeleGatorAccount({ client, owner })
    const calls = [
      {
        to: smartAccountContracts.EntryPoint,
        value: 5n,
        data: '0x1234' as Hex,
      },
      { to: owner.address, value: 0n, data: '0x' as Hex },
    ]
    expect(
      await account.decodeCalls!(await account.encodeCalls(calls)),
    ).toEqual(calls)
    expect(
      await account.decodeCalls!(await account.encodeCalls([calls[0]!])),
    ).toEqual([calls[0]])
    const single = encodeExecution([{ to: owner.address }])
    expect(decodeExecution(single.mode, single.executionCalldata)).toEqual([
      { to: owner.address, value: 0n, data: '0x' },
    ])
    expect(() => decodeExecution(single.mode, '0x1234')).toThrow()
    expect(() => decodeExecution(`0x02${'00'.repeat(31)}`, '0x')).toThrow(
      /mode/,
    )
    await expect(
      account.decodeCalls!(
        encodeFunctionData({
          abi: hybridDeleGatorAbi,
          functionName: 'isValidSignature',
          args: [`0x${'00'.repeat(32)}`, '0x'],
        }),
      ),
    ).rejects.toThrow(/not an execute call/)
  })
})
