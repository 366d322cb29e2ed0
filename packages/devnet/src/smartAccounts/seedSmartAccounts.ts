import type { SmartAccountContractName } from '@latch/common/smart-account'
import type { Address } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { deployThroughCreate2 } from '../create2/deployThroughCreate2.js'
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
  const plan = planSmartAccountDeployment()
  const contracts = Object.fromEntries(
    plan.map((c) => [c.name, c.address]),
  ) as Record<SmartAccountContractName, Address>
  let deployed: number
  try {
    deployed = await deployThroughCreate2({
      rpcUrl,
      sender: deployer,
      contracts: plan,
      gas: DEPLOY_GAS,
    })
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
  return { contracts, deployed }
}
