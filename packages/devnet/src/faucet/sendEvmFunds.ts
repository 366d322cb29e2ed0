import {
  type Address,
  createWalletClient,
  type Hex,
  http,
  parseEther,
  publicActions,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { DEMO_TOKEN_ADDRESS } from '../constants.js'
import { demoTokenAbi } from '../contracts/demoToken.js'
import { DEV_MNEMONIC, devAccounts } from '../devAccounts.js'
import { waitForReceipt } from '../node/waitForReceipt.js'

/** What one faucet request sends on an EVM devnet. */
export const FAUCET_ETH = '1'
export const FAUCET_LDT = '100'

/**
 * The faucet's own account: index 10 of the dev mnemonic, outside the ten
 * dev accounts the tests and the dev wallet use, so its sends never race
 * theirs for a nonce.
 */
const faucetAccount = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 10 })

/**
 * Sends {@link FAUCET_ETH} ETH and mints {@link FAUCET_LDT} LDT (the demo
 * token's owner, dev account 0, mints; anvil signs for it) to `to` on the
 * anvil at `rpcUrl`, topping the faucet up with `anvil_setBalance` first.
 * Resolves with both transaction hashes once both are mined.
 */
export async function sendEvmFunds(
  rpcUrl: string,
  to: Address,
): Promise<{ eth: Hex; ldt: Hex }> {
  const client = createWalletClient({ transport: http(rpcUrl) }).extend(
    publicActions,
  )
  await client.request({
    method: 'anvil_setBalance' as 'eth_chainId',
    params: [faucetAccount.address, '0x3635c9adc5dea00000'] as never,
  })
  const chainId = await client.getChainId()
  const chain = {
    id: chainId,
    name: 'Latch Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  } as const
  const eth = await client.sendTransaction({
    account: faucetAccount,
    chain,
    to,
    value: parseEther(FAUCET_ETH),
  })
  // A JSON-RPC account: anvil picks the owner's nonce itself, so a dev
  // wallet sending from account 0 at the same time cannot collide with it.
  const ldt = await client.writeContract({
    account: devAccounts[0]?.address ?? '0x',
    chain,
    address: DEMO_TOKEN_ADDRESS,
    abi: demoTokenAbi,
    functionName: 'mint',
    args: [to, parseEther(FAUCET_LDT)],
  })
  await Promise.all([eth, ldt].map((hash) => waitForReceipt(client, hash)))
  return { eth, ldt }
}
