import type { DevAccount } from '@latch/devnet/node'
import {
  type Chain,
  type Client,
  createWalletClient,
  defineChain,
  http,
  type PublicActions,
  publicActions,
  type Transport,
  type WalletActions,
  type WalletRpcSchema,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'

/** A wallet client that can also read the chain. */
export type DevnetWallet = Client<
  Transport,
  Chain,
  PrivateKeyAccount,
  WalletRpcSchema,
  WalletActions<Chain, PrivateKeyAccount> &
    PublicActions<Transport, Chain, PrivateKeyAccount>
>

/** A viem wallet client (with public actions) of a dev account. */
export function devnetWallet(
  rpcUrl: string,
  account: DevAccount,
  chainId = 31337,
): DevnetWallet {
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
  }).extend(publicActions) as unknown as DevnetWallet
}
