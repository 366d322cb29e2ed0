import paymasterArtifact from '@account-abstraction/contracts/artifacts/VerifyingPaymaster.json' with {
  type: 'json',
}
import {
  CREATE2_DEPLOYER,
  smartAccountContracts,
} from '@latch/common/smart-account'
import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  getContractAddress,
  type Hex,
  http,
  numberToHex,
  parseAbi,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DevnetError } from '../node/DevnetError.js'
import { waitForReceipt } from '../node/waitForReceipt.js'

/**
 * The devnet's verifying-paymaster signer: keccak256("latch.dev-paymaster-signer").
 * Public — anyone can sign sponsorships with it, so a paymaster that trusts
 * it must never hold real funds. latch-api signs with it by default on the
 * devnet chains.
 */
export const DEV_PAYMASTER_SIGNER_KEY: Hex =
  '0xdcecec3ae9822427442aaf3488bf4f2d0e69d491efed341fbc2adf4724937bf1'

/** Latch's CREATE2 salt of the VerifyingPaymaster: keccak256("latch.paymaster.v1"). */
export const PAYMASTER_SALT: Hex =
  '0x2ef2fc60c9e516f9b1e78273f6be1894bbe770f71301568c08d1a9b1a5238f58'

/** What `seedPaymaster` keeps deposited at the EntryPoint for the paymaster. */
export const DEV_PAYMASTER_DEPOSIT = parseEther('1000')

/**
 * Sends the deployment and the deposit: a key of its own (keccak256 of
 * "latch.dev-paymaster-deployer"), funded with `anvil_setBalance`, so the
 * dev accounts' nonces and balances stay as the other seeds expect.
 */
const deployer = privateKeyToAccount(
  '0xd98aec21b43f91a90bc18debd5766a25d3a51e4255a4cdc2e58d71d78255d0f4',
)

const entryPointAbi = parseAbi([
  'function balanceOf(address account) view returns (uint256)',
  'function depositTo(address account) payable',
])

export type SeedPaymasterParameters = {
  /** HTTP JSON-RPC URL of an anvil devnet where `seedSmartAccounts` ran. */
  rpcUrl: string
  /** Address whose signatures the paymaster accepts (the verifying signer). */
  signer: Address
  /** Deposit kept at the EntryPoint. @default DEV_PAYMASTER_DEPOSIT (1000 ETH) */
  deposit?: bigint | undefined
}

export type SeedPaymasterReturnType = {
  /** The VerifyingPaymaster's address (`paymasterAddress({ signer })`). */
  address: Address
  /** Whether it was deployed now (false when the devnet already had it). */
  deployed: boolean
  /** Its deposit at the EntryPoint afterwards, wei. */
  deposit: bigint
}

function initCode(signer: Address): Hex {
  return concat([
    paymasterArtifact.bytecode as Hex,
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'address' }],
      [smartAccountContracts.EntryPoint, signer],
    ),
  ])
}

/**
 * Where `seedPaymaster` deploys the ERC-4337 v0.7 VerifyingPaymaster
 * (@account-abstraction/contracts 0.7.0) that trusts `signer`: a CREATE2
 * address through {@link CREATE2_DEPLOYER} with {@link PAYMASTER_SALT}, the
 * same on every chain.
 */
export function paymasterAddress({ signer }: { signer: Address }): Address {
  return getContractAddress({
    opcode: 'CREATE2',
    from: CREATE2_DEPLOYER,
    salt: PAYMASTER_SALT,
    bytecode: initCode(signer),
  })
}

/**
 * Deploys the v0.7 VerifyingPaymaster for `signer` through the CREATE2
 * deployer and tops its EntryPoint deposit up to `deposit`. Idempotent:
 * existing code is kept, and a deposit at or above the target is left
 * alone. Needs the EntryPoint (`seedSmartAccounts`) first. Its owner (who
 * could withdraw the deposit or stake) is the CREATE2 deployer, i.e. nobody:
 * a devnet paymaster only.
 */
export async function seedPaymaster({
  rpcUrl,
  signer,
  deposit = DEV_PAYMASTER_DEPOSIT,
}: SeedPaymasterParameters): Promise<SeedPaymasterReturnType> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const address = paymasterAddress({ signer })
  const entryPoint = smartAccountContracts.EntryPoint
  try {
    const entryPointCode = await client.getCode({ address: entryPoint })
    if (!entryPointCode || entryPointCode === '0x')
      throw new Error(`no EntryPoint at ${entryPoint}: run seedSmartAccounts`)
    const code = await client.getCode({ address })
    const deployed = !code || code === '0x'
    const current = await client.readContract({
      address: entryPoint,
      abi: entryPointAbi,
      functionName: 'balanceOf',
      args: [address],
    })
    const topUp = deposit > current ? deposit - current : 0n
    if (!deployed && topUp === 0n)
      return { address, deployed: false, deposit: current }
    await client.request({
      method: 'anvil_setBalance' as 'eth_chainId',
      params: [
        deployer.address,
        numberToHex(topUp + parseEther('10')),
      ] as never,
    })
    const wallet = createWalletClient({
      account: deployer,
      transport: http(rpcUrl),
    })
    if (deployed) {
      const hash = await wallet.sendTransaction({
        chain: null,
        to: CREATE2_DEPLOYER,
        data: concat([PAYMASTER_SALT, initCode(signer)]),
        gas: 3_000_000n,
      })
      await waitForReceipt(client, hash)
      const after = await client.getCode({ address })
      if (!after || after === '0x') throw new Error(`no code at ${address}`)
    }
    if (topUp > 0n) {
      const hash = await wallet.writeContract({
        chain: null,
        address: entryPoint,
        abi: entryPointAbi,
        functionName: 'depositTo',
        args: [address],
        value: topUp,
      })
      const receipt = await waitForReceipt(client, hash)
      if (receipt.status !== 'success')
        throw new Error('the deposit at the EntryPoint reverted')
    }
    return { address, deployed, deposit: current + topUp }
  } catch (error) {
    throw new DevnetError(
      'SEED_FAILED',
      `Deploying the verifying paymaster on ${rpcUrl} failed.`,
      {
        cause: error,
        details: error instanceof Error ? error.message : String(error),
      },
    )
  }
}
