import type { DevAccount } from '@latch/devnet/node'
import { createWalletClient, defineChain, http, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** A viem wallet client (with public actions) of a dev account. */
export function devnetWallet(
  rpcUrl: string,
  account: DevAccount,
  chainId = 31337,
) {
  const chain = defineChain({
    id: chainId,
    name: `Devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  return createWalletClient({
    account: privateKeyToAccount(account.privateKey),
    chain,
    transport: http(rpcUrl),
  }).extend(publicActions)
}
