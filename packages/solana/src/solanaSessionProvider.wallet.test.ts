// createSolanaSessionProvider against the wallet side Latch ships: the reference wallet's
// executeSolanaRequest (what it answers over WalletConnect), with a dev
// Solana key, on the LiteSVM chain for signAndSendTransaction.
import {
  defineNetwork,
  InvalidParamsRpcError,
  solanaLocalnet,
  UnauthorizedProviderError,
} from '@latch/common'
import { devSolanaAccounts } from '@latch/devnet'
import { startSolanaDevnet } from '@latch/devnet/node'
import { executeSolanaRequest, solanaSigner } from '@latch/devnet/solana-signer'
import { ed25519 } from '@noble/curves/ed25519.js'
import {
  address,
  createSolanaRpc,
  generateKeyPairSigner,
  getAddressEncoder,
  getTransactionDecoder,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildSolanaTransfer } from './buildSolanaTransfer.js'
import { toBase58 } from './codecs.js'
import { getSolanaRpc } from './getSolanaRpc.js'
import { createSolanaSessionProvider } from './solanaSessionProvider.js'
import { waitForSolanaSignature } from './waitForSolanaSignature.js'

let chain: Awaited<ReturnType<typeof startSolanaDevnet>>
const dev = devSolanaAccounts[7]!
const chainId = solanaLocalnet.caipNetworkId

beforeAll(async () => {
  chain = await startSolanaDevnet({ port: 0 })
})
afterAll(() => chain?.stop())

async function setup() {
  const signer = await solanaSigner(7)
  const network = { caip: chainId, name: 'Solana Local', rpcUrl: chain.url }
  const provider = createSolanaSessionProvider((method, params) =>
    executeSolanaRequest({ method, params, network, signer }),
  )
  const rpc = getSolanaRpc(
    defineNetwork({
      ...solanaLocalnet,
      rpcUrls: { default: { http: [chain.url] } },
    }),
  )
  return { provider, rpc }
}
const publicKey = () =>
  new Uint8Array(getAddressEncoder().encode(address(dev.address)))

describe("createSolanaSessionProvider ↔ the reference wallet's solana handler", () => {
  test('solana_signMessage verifies with ed25519', async () => {
    const { provider } = await setup()
    const message = new TextEncoder().encode('over WalletConnect')
    const signature = await provider.signMessage({
      message,
      account: dev.address,
    })
    expect(ed25519.verify(signature, message, publicKey())).toBe(true)
  })

  test('solana_signTransaction and solana_signAllTransactions return signed wire bytes', async () => {
    const { provider, rpc } = await setup()
    const to = (await generateKeyPairSigner()).address
    const { transaction } = await buildSolanaTransfer(rpc, {
      from: dev.address,
      to,
      units: 1n,
    })
    const signed = await provider.signTransaction({
      transaction,
      account: dev.address,
      chain: chainId,
    })
    const decoded = getTransactionDecoder().decode(signed)
    expect(
      ed25519.verify(
        decoded.signatures[address(dev.address)]!,
        new Uint8Array(decoded.messageBytes),
        publicKey(),
      ),
    ).toBe(true)
    const all = await provider.signAllTransactions({
      transactions: [transaction, transaction],
      account: dev.address,
      chain: chainId,
    })
    expect(all).toHaveLength(2)
    expect(all[0]).toEqual(signed)
  })

  test('solana_signAndSendTransaction lands on the chain', async () => {
    const { provider, rpc } = await setup()
    const to = (await generateKeyPairSigner()).address
    const { transaction } = await buildSolanaTransfer(rpc, {
      from: dev.address,
      to,
      units: 42_000_000n,
    })
    const { signature } = await provider.signAndSendTransaction({
      transaction,
      account: dev.address,
      chain: chainId,
      options: { preflightCommitment: 'singleGossip' },
    })
    expect(
      await waitForSolanaSignature(rpc, {
        signature: toBase58(signature),
        pollingInterval: 50,
      }),
    ).toBeDefined()
    expect((await createSolanaRpc(chain.url).getBalance(to).send()).value).toBe(
      42_000_000n,
    )
  })

  test("the wallet's refusals arrive typed: another account 4100, bad params -32602", async () => {
    const { provider } = await setup()
    const stranger = (await generateKeyPairSigner()).address
    await expect(
      provider.signMessage({ message: new Uint8Array([1]), account: stranger }),
    ).rejects.toBeInstanceOf(UnauthorizedProviderError)
    await expect(
      provider.signMessage({
        message: new Uint8Array(0),
        account: dev.address,
      }),
    ).rejects.toBeInstanceOf(InvalidParamsRpcError)
  })
})
