// The verifying paymaster end to end on a fresh anvil: the VerifyingPaymaster
// of @account-abstraction/contracts 0.7.0 (seedPaymaster), a HybridDeleGator
// account (toHybridDeleGatorAccount), paymaster data from POST /v1/paymaster
// through viem's ERC-7677 client, and EntryPoint.handleOps sent by a dev
// account (the bundler's part; Alto has its own test).

import {
  smartAccountContracts,
  toHybridDeleGatorAccount,
} from '@latch/common/smart-account'
import {
  DEV_PAYMASTER_SIGNER_KEY,
  devAccounts,
  paymasterAddress,
  type StartAnvilReturnType,
  seedPaymaster,
  seedSmartAccounts,
  startAnvil,
  waitForReceipt,
} from '@latch/devnet/node'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  parseAbi,
  parseEther,
  parseEventLogs,
} from 'viem'
import {
  createPaymasterClient,
  entryPoint07Abi,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createBlockchainTestApi,
  TEST_PROJECT_ID,
  testChain,
} from '../../../test/blockchain/createBlockchainTestApi.js'
import {
  DEVNET_PAYMASTER_ADDRESS,
  DEVNET_PAYMASTER_SIGNER_KEY,
} from '../settings/devnetPaymaster.js'
import { getBlockchainSettings } from '../settings/getBlockchainSettings.js'

const entryPoint = smartAccountContracts.EntryPoint
const chain = defineChain({
  id: 31337,
  name: 'Latch Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const signer = privateKeyToAccount(DEV_PAYMASTER_SIGNER_KEY).address

describe('the verifying paymaster on chain', () => {
  let anvil: StartAnvilReturnType
  let paymaster: Address
  beforeAll(async () => {
    anvil = await startAnvil({ port: 0 })
    await seedSmartAccounts({ rpcUrl: anvil.url })
    paymaster = (await seedPaymaster({ rpcUrl: anvil.url, signer })).address
  }, 60_000)
  afterAll(() => anvil?.stop())

  it('latch-api signs for the devnet paymaster by default', () => {
    expect(DEVNET_PAYMASTER_SIGNER_KEY).toBe(DEV_PAYMASTER_SIGNER_KEY)
    expect(DEVNET_PAYMASTER_ADDRESS).toBe(paymasterAddress({ signer }))
    const settings = getBlockchainSettings({ env: {} })
    expect(settings.paymaster.signerKey).toBe(DEV_PAYMASTER_SIGNER_KEY)
    expect(settings.chains.map((c) => c.paymasterAddress)).toEqual([
      DEVNET_PAYMASTER_ADDRESS,
      DEVNET_PAYMASTER_ADDRESS,
    ])
  })

  it('sponsors a user operation: it passes on chain and the sender pays no gas; tampered or refused ones do not', async () => {
    const client = createPublicClient({ chain, transport: http(anvil.url) })
    const api = await createBlockchainTestApi({
      adminToken: 'admin',
      chains: [testChain(31337, anvil.url, { paymasterAddress: paymaster })],
      overrides: {
        paymaster: {
          ...getBlockchainSettings({ env: {} }).paymaster,
          signerKey: DEV_PAYMASTER_SIGNER_KEY,
        },
      },
    })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const stranger = privateKeyToAccount(generatePrivateKey()).address
    const put = await api.request(
      `/admin/projects/${TEST_PROJECT_ID}/paymaster-policy`,
      {
        method: 'PUT',
        headers: { authorization: 'Bearer admin' },
        body: JSON.stringify({
          chains: ['eip155:31337'],
          allowedTargets: [smartAccountContracts.SimpleFactory, recipient],
          senderDailyCapWei: parseEther('1').toString(),
          totalBudgetWei: parseEther('10').toString(),
          sponsorName: 'Latch Demo',
        }),
      },
    )
    expect(put.status).toBe(200)
    const paymasterClient = createPaymasterClient({
      transport: http(
        `http://localhost/v1/paymaster?projectId=${TEST_PROJECT_ID}&chainId=eip155:31337`,
        {
          fetchFn: async (input, init) =>
            api.app.request(input as string, init),
        },
      ),
    })

    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toHybridDeleGatorAccount({ client, owner })
    const funder = createWalletClient({
      account: privateKeyToAccount(devAccounts[6]!.privateKey),
      chain,
      transport: http(anvil.url),
    })
    await waitForReceipt(
      client,
      await funder.sendTransaction({
        to: account.address,
        value: parseEther('1'),
      }),
    )
    const bundler = privateKeyToAccount(devAccounts[5]!.privateKey)
    const wallet = createWalletClient({
      account: bundler,
      chain,
      transport: http(anvil.url),
    })

    /** A user operation with paymaster data from the API (stub, then final). */
    async function sponsoredOp(calls: { to: Address; value?: bigint }[]) {
      const fees = await client.estimateFeesPerGas()
      const factoryArgs = await account.getFactoryArgs()
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
      const request = { chainId: 31337, entryPointAddress: entryPoint }
      const stub = await paymasterClient.getPaymasterStubData({
        ...request,
        ...op,
      })
      expect(stub).toMatchObject({
        paymaster,
        sponsor: { name: 'Latch Demo' },
        isFinal: false,
      })
      Object.assign(op, {
        paymaster: stub.paymaster,
        paymasterVerificationGasLimit: stub.paymasterVerificationGasLimit,
        paymasterPostOpGasLimit: stub.paymasterPostOpGasLimit,
      })
      const final = await paymasterClient.getPaymasterData({
        ...request,
        ...op,
      })
      Object.assign(op, final)
      op.signature = await account.signUserOperation(op)
      return op
    }
    const handleOps = (op: UserOperation<'0.7'>) =>
      wallet.writeContract({
        address: entryPoint,
        abi: entryPoint07Abi,
        functionName: 'handleOps',
        args: [[toPackedUserOperation(op)], bundler.address],
      })
    const deposit = () =>
      client.readContract({
        address: entryPoint,
        abi: parseAbi(['function balanceOf(address) view returns (uint256)']),
        functionName: 'balanceOf',
        args: [paymaster],
      })

    // The first operation deploys the account (SimpleFactory) and sends ETH.
    const depositBefore = await deposit()
    const op = await sponsoredOp([{ to: recipient, value: parseEther('0.25') }])
    expect(op.factory).toBe(smartAccountContracts.SimpleFactory)
    const receipt = await waitForReceipt(client, await handleOps(op))
    const [event] = parseEventLogs({
      abi: entryPoint07Abi,
      eventName: 'UserOperationEvent',
      logs: receipt.logs,
    })
    expect(event?.args).toMatchObject({
      sender: account.address,
      paymaster,
      success: true,
    })
    expect(await client.getBalance({ address: recipient })).toBe(
      parseEther('0.25'),
    )
    // The sender paid no gas: its balance moved by what it sent, no more.
    expect(await client.getBalance({ address: account.address })).toBe(
      parseEther('0.75'),
    )
    expect(await deposit()).toBe(depositBefore - event!.args.actualGasCost)

    // Any change after the paymaster signed breaks its signature (AA34).
    const second = await sponsoredOp([{ to: recipient, value: 1n }])
    const tampered = { ...second, callGasLimit: second.callGasLimit + 1n }
    tampered.signature = await account.signUserOperation(tampered)
    await expect(handleOps(tampered)).rejects.toThrow(/AA34 signature error/)
    // Untampered, the same operation goes through.
    const ok = await waitForReceipt(client, await handleOps(second))
    expect(ok.status).toBe('success')
    expect(await client.getBalance({ address: account.address })).toBe(
      parseEther('0.75') - 1n,
    )

    // The chain's clock, not ours, bounds the signature: two hours ahead
    // (a devnet moved in time), a sponsored operation still goes through.
    await client.request({
      method: 'evm_increaseTime' as 'eth_chainId',
      params: [7200] as never,
    })
    await client.request({ method: 'evm_mine' as 'eth_chainId' })
    const later = await sponsoredOp([{ to: recipient, value: 1n }])
    expect((await waitForReceipt(client, await handleOps(later))).status).toBe(
      'success',
    )

    // A call the policy does not list is refused before anything is signed.
    await expect(sponsoredOp([{ to: stranger, value: 1n }])).rejects.toThrow(
      `Calls to ${stranger} are not sponsored by project ${TEST_PROJECT_ID}`,
    )
    await api.db.close()
  }, 120_000)
})
