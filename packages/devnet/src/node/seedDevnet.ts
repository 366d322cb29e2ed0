import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  isAddressEqual,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  DEMO_TOKEN,
  DEMO_TOKEN_ADDRESS,
  DEMO_TOKEN_SEED_AMOUNT,
} from '../constants.js'
import { demoTokenAbi, demoTokenBytecode } from '../contracts/demoToken.js'
import { devAccounts } from '../devAccounts.js'
import { DevnetError } from './DevnetError.js'
import { waitForReceipt } from './waitForReceipt.js'

export type SeedDevnetParameters = {
  /** HTTP JSON-RPC URL of a devnet whose dev accounts are funded. */
  rpcUrl: string
}

export type SeedDevnetReturnType = {
  /** The Latch Demo Token, always {@link DEMO_TOKEN_ADDRESS}. */
  token: Address
  /** The ten dev accounts that hold 1,000,000 LDT each. */
  accounts: Address[]
}

/**
 * Deploys the Latch Demo Token (LDT) from dev account 0, minting 1,000,000
 * LDT to each of dev accounts 0–9 in the constructor (one transaction).
 * Idempotent: when the token already has code at {@link DEMO_TOKEN_ADDRESS},
 * nothing is sent.
 */
export async function seedDevnet({
  rpcUrl,
}: SeedDevnetParameters): Promise<SeedDevnetReturnType> {
  const accounts = devAccounts.map((account) => account.address)
  const result = { token: DEMO_TOKEN_ADDRESS as Address, accounts }
  const client = createPublicClient({ transport: http(rpcUrl) })

  const code = await client.getCode({ address: DEMO_TOKEN_ADDRESS })
  if (code && code !== '0x') {
    const symbol = await client
      .readContract({
        address: DEMO_TOKEN_ADDRESS,
        abi: demoTokenAbi,
        functionName: 'symbol',
      })
      .catch(() => undefined)
    if (symbol !== DEMO_TOKEN.symbol)
      throw mismatch('another contract is there')
    return result
  }

  const deployer = privateKeyToAccount(devAccounts[0]!.privateKey)
  const nonce = await client.getTransactionCount({ address: deployer.address })
  if (nonce !== 0) throw mismatch(`dev account 0 has nonce ${nonce}, not 0`)

  const id = await client.getChainId()
  const chain = defineChain({
    id,
    name: `Devnet ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const wallet = createWalletClient({
    account: deployer,
    chain,
    transport: http(rpcUrl),
  })
  try {
    const hash = await wallet.deployContract({
      abi: demoTokenAbi,
      bytecode: demoTokenBytecode,
      args: [accounts, DEMO_TOKEN_SEED_AMOUNT],
    })
    const receipt = await waitForReceipt(client, hash)
    if (receipt.status !== 'success') throw new Error('deployment reverted')
    const deployed = receipt.contractAddress
    if (!deployed || !isAddressEqual(deployed, DEMO_TOKEN_ADDRESS))
      throw mismatch(`deployed at ${deployed}`)
  } catch (error) {
    if (error instanceof DevnetError) throw error
    throw new DevnetError('SEED_FAILED', `Seeding ${rpcUrl} failed.`, {
      cause: error,
      details: error instanceof Error ? error.message : String(error),
    })
  }
  return result
}

function mismatch(details: string) {
  return new DevnetError(
    'SEED_ADDRESS_MISMATCH',
    `The demo token is not at ${DEMO_TOKEN_ADDRESS}: seed a fresh devnet.`,
    { details },
  )
}
