import { CREATE2_DEPLOYER } from '@latch/common/smart-account'
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
import type { PrivateKeyAccount } from 'viem/accounts'
import { waitForReceipt } from '../node/waitForReceipt.js'

/** One contract to deploy: its CREATE2 salt, init code and address. */
export type Create2Contract = {
  name: string
  salt: Hex
  initCode: Hex
  address: Address
}

export type DeployThroughCreate2Parameters = {
  /** HTTP JSON-RPC URL of an anvil devnet. */
  rpcUrl: string
  /** The sending account: funded here with `anvil_setBalance`. */
  sender: PrivateKeyAccount
  /** In deployment order. */
  contracts: readonly Create2Contract[]
  /** Gas of each deployment: the largest one's with room to spare. */
  gas: bigint
}

/**
 * Deploys `contracts` through the deterministic CREATE2 deployer anvil
 * holds, skipping each whose address already has code, and resolves with
 * how many were deployed. The transactions are sent back to back and
 * checked once the last is mined; a contract left without code throws.
 */
export async function deployThroughCreate2({
  rpcUrl,
  sender,
  contracts,
  gas,
}: DeployThroughCreate2Parameters): Promise<number> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const codes = await Promise.all(
    contracts.map((c) => client.getCode({ address: c.address })),
  )
  const missing = contracts.filter((_, i) => !codes[i] || codes[i] === '0x')
  if (missing.length === 0) return 0
  const deployerCode = await client.getCode({ address: CREATE2_DEPLOYER })
  if (!deployerCode || deployerCode === '0x')
    throw new Error(`no CREATE2 deployer at ${CREATE2_DEPLOYER}`)
  await client.request({
    method: 'anvil_setBalance' as 'eth_chainId',
    params: [sender.address, numberToHex(parseEther('100'))] as never,
  })
  const chainId = await client.getChainId()
  const wallet = createWalletClient({
    account: sender,
    transport: http(rpcUrl),
  })
  let nonce = await client.getTransactionCount({
    address: sender.address,
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
        gas,
        maxFeePerGas: gasPrice * 2n,
        maxPriorityFeePerGas: 0n,
        nonce: nonce++,
        chainId,
      } as Parameters<typeof wallet.sendTransaction>[0]),
    )
  await Promise.all(hashes.map((hash) => waitForReceipt(client, hash)))
  const after = await Promise.all(
    missing.map((c) => client.getCode({ address: c.address })),
  )
  const failed = missing.filter((_, i) => !after[i] || after[i] === '0x')
  if (failed.length > 0)
    throw new Error(`no code at ${failed.map((c) => c.name).join(', ')}`)
  return missing.length
}
