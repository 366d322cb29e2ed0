import {
  CREATE2_DEPLOYER,
  type SmartAccountContractName,
} from '@latch/common/smart-account'
import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  numberToHex,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DevnetError } from '../node/DevnetError.js'
import { planSmartAccountDeployment } from './smartAccountDeployment.js'

export type SeedSmartAccountsParameters = {
  /** HTTP JSON-RPC URL of an anvil devnet. */
  rpcUrl: string
}

export type SeedSmartAccountsReturnType = {
  /** Every contract of the deployment and its address. */
  contracts: Record<SmartAccountContractName, Address>
  /** How many were deployed now (0 when the devnet already had them). */
  deployed: number
}

/**
 * The account that sends the deployments: a key of its own, funded with
 * `anvil_setBalance`, so that the dev accounts' nonces and balances stay
 * as the other seeds and the tests expect. Public: never fund it anywhere
 * real.
 */
const deployer = privateKeyToAccount(
  '0x7a2f4b0ad6a7cba5ed2f0c9b1d0c51e8d9bd8a7b6d0f3e2c1b0a99887766ff01',
)

/** Gas of the largest deployment (HybridDeleGator) with room to spare. */
const DEPLOY_GAS = 12_000_000n

/**
 * Deploys the ERC-4337 EntryPoint v0.7 and the Delegation Framework
 * (`smartAccountContracts`) through the deterministic CREATE2 deployer.
 * Idempotent: a contract whose address already has code is skipped. The
 * transactions are sent back to back and checked once the last is mined.
 */
export async function seedSmartAccounts({
  rpcUrl,
}: SeedSmartAccountsParameters): Promise<SeedSmartAccountsReturnType> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const plan = planSmartAccountDeployment()
  const contracts = Object.fromEntries(
    plan.map((c) => [c.name, c.address]),
  ) as Record<SmartAccountContractName, Address>
  const codes = await Promise.all(
    plan.map((c) => client.getCode({ address: c.address })),
  )
  const missing = plan.filter((_, i) => !codes[i] || codes[i] === '0x')
  if (missing.length === 0) return { contracts, deployed: 0 }
  try {
    const deployerCode = await client.getCode({ address: CREATE2_DEPLOYER })
    if (!deployerCode || deployerCode === '0x')
      throw new Error(`no CREATE2 deployer at ${CREATE2_DEPLOYER}`)
    await client.request({
      method: 'anvil_setBalance' as 'eth_chainId',
      params: [deployer.address, numberToHex(parseEther('100'))] as never,
    })
    const chainId = await client.getChainId()
    const wallet = createWalletClient({
      account: deployer,
      transport: http(rpcUrl),
    })
    let nonce = await client.getTransactionCount({
      address: deployer.address,
      blockTag: 'pending',
    })
    const gasPrice = await client.getGasPrice()
    const hashes: Hex[] = []
    for (const contract of missing)
      hashes.push(
        await wallet.sendTransaction({
          chain: null,
          to: CREATE2_DEPLOYER,
          data: concat([contract.salt, contract.initCode]),
          gas: DEPLOY_GAS,
          maxFeePerGas: gasPrice * 2n,
          maxPriorityFeePerGas: 0n,
          nonce: nonce++,
          chainId,
        } as Parameters<typeof wallet.sendTransaction>[0]),
      )
    await Promise.all(
      hashes.map((hash) =>
        client.waitForTransactionReceipt({ hash, pollingInterval: 50 }),
      ),
    )
    const after = await Promise.all(
      missing.map((c) => client.getCode({ address: c.address })),
    )
    const failed = missing.filter((_, i) => !after[i] || after[i] === '0x')
    if (failed.length > 0)
      throw new Error(`no code at ${failed.map((c) => c.name).join(', ')}`)
  } catch (error) {
    throw new DevnetError(
      'SEED_FAILED',
      `Deploying the smart-account contracts on ${rpcUrl} failed.`,
      {
        cause: error,
        details: error instanceof Error ? error.message : String(error),
      },
    )
  }
  return { contracts, deployed: missing.length }
}
