// End to end on a real chain: a Wallet Standard wallet (real @solana/kit
// key pairs) found by createConfig's solanaAdapter(), connected, signing a
// message (ed25519-verified) and sending SOL and LDT on the LiteSVM chain
// of @latch/devnet, balances read back from the chain.
import type { Network } from '@latch/common'
import type { Config } from '@latch/core'
import {
  estimateSendFee,
  getAccount,
  getSentTransactions,
  getTokenBalances,
  InvalidReceiverAddressError,
  refreshBalance,
  sendToken,
  signMessage,
} from '@latch/core'
import { SOLANA_DEMO_TOKEN, SOLANA_DEMO_TOKEN_MINT } from '@latch/devnet'
import { type SolanaTestSetup, startSolanaTestSetup } from '@latch/test'
import { ed25519 } from '@noble/curves/ed25519.js'
import {
  address,
  createSolanaRpc,
  generateKeyPairSigner,
  getAddressEncoder,
  getBase58Encoder,
  type KeyPairSigner,
} from '@solana/kit'
import {
  findAssociatedTokenPda,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getSolanaRpc } from './getSolanaRpc.js'
import { waitForSolanaSignature } from './waitForSolanaSignature.js'

let setup: SolanaTestSetup
let network: Network
let signer: KeyPairSigner

beforeAll(async () => {
  // Dev account 9 on this file's own chain: no other test shares it.
  setup = await startSolanaTestSetup({ accountIndex: 9 })
  ;({ network, signer } = setup)
})
afterAll(() => setup?.stop())

const rpc = () => createSolanaRpc(setup.chain.url)
const lamports = async (owner: string) =>
  (await rpc().getBalance(address(owner)).send()).value
async function ldt(owner: string) {
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(SOLANA_DEMO_TOKEN_MINT),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const info = await rpc()
    .getTokenAccountBalance(ata)
    .send()
    .catch(() => undefined)
  return info ? BigInt(info.value.amount) : 0n
}
const confirmed = (signature: string) =>
  waitForSolanaSignature(getSolanaRpc(network), {
    signature,
    pollingInterval: 50,
  })

describe('Solana through createConfig → connect → sign → send', () => {
  let config: Config

  test('the adapter discovers the wallet; connect makes solana active with the base58 account', async () => {
    ;({ config } = await setup.connected('Integration Wallet'))
    expect(setup.chain.mint).toBe(SOLANA_DEMO_TOKEN_MINT)
    const account = getAccount(config)
    expect(account).toMatchObject({
      address: signer.address,
      chainNamespace: 'solana',
      caipAddress: `${network.caipNetworkId}:${signer.address}`,
      isConnected: true,
    })
  })

  test('signMessage: base58 ed25519 signature over the UTF-8 message, verified with the public key', async () => {
    const message = 'Sign in to Latch ✓ 2026'
    const signature = await signMessage(config, {
      message,
      namespace: 'solana',
    })
    const bytes = new Uint8Array(getBase58Encoder().encode(signature))
    expect(bytes).toHaveLength(64)
    const publicKey = new Uint8Array(getAddressEncoder().encode(signer.address))
    expect(
      ed25519.verify(bytes, new TextEncoder().encode(message), publicKey),
    ).toBe(true)
    // The active namespace decides when none is given.
    const again = await signMessage(config, { message: { raw: '0x010203' } })
    expect(
      ed25519.verify(
        new Uint8Array(getBase58Encoder().encode(again)),
        new Uint8Array([1, 2, 3]),
        publicKey,
      ),
    ).toBe(true)
  })

  test('balances without the API: SOL (9 decimals) and LDT from the RPC', async () => {
    await refreshBalance(config, { force: true, fresh: true })
    expect(getAccount(config).balanceSymbol).toBe('SOL')
    expect(getAccount(config).balance).toBe('1000')
    const balances = await getTokenBalances(config, { force: true })
    expect(balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: network.caipNetworkId,
        quantity: { decimals: '9', numeric: '1000' },
      },
      expect.objectContaining({
        chainId: network.caipNetworkId,
        address: `${network.caipNetworkId}:${SOLANA_DEMO_TOKEN_MINT}`,
        quantity: {
          decimals: String(SOLANA_DEMO_TOKEN.decimals),
          numeric: '1000000',
        },
      }),
    ])
  })

  test('estimateSendFee prices a SOL transfer in lamports', async () => {
    const [sol] = await getTokenBalances(config)
    const fee = await estimateSendFee(config, { token: sol! })
    expect(fee).toMatchObject({
      gas: 0n,
      gasPrice: 0n,
      fee: 5000n,
      formatted: '0.000005',
      symbol: 'SOL',
    })
  })

  test('sends 1.5 SOL; the receiver holds it on the chain', async () => {
    const receiver = (await generateKeyPairSigner()).address
    const before = await lamports(signer.address)
    const [sol] = await getTokenBalances(config)
    const { hash } = await sendToken(config, {
      token: sol,
      amount: '1.5',
      receiverAddress: receiver,
    })
    // Activity: pending at once, confirmed once the chain says so.
    const status = () =>
      getSentTransactions(config).find((t) => t.hash === hash)?.status
    expect(['pending', 'confirmed']).toContain(status())
    expect(await confirmed(hash)).toBeDefined()
    await expect.poll(status).toBe('confirmed')
    expect(await lamports(receiver)).toBe(1_500_000_000n)
    expect(await lamports(signer.address)).toBe(
      before - 1_500_000_000n - 5_000n,
    )
    expect(config.state.send).toBeUndefined()
  })

  test('sends 2.25 LDT to an account without a token account (created on the way)', async () => {
    const receiver = (await generateKeyPairSigner()).address
    const before = await ldt(signer.address)
    const balances = await getTokenBalances(config, { force: true })
    const token = balances.find((b) =>
      b.address?.endsWith(SOLANA_DEMO_TOKEN_MINT),
    )
    const { hash } = await sendToken(config, {
      token,
      amount: '2.25',
      receiverAddress: receiver,
    })
    expect(await confirmed(hash)).toBeDefined()
    expect(await ldt(receiver)).toBe(2_250_000n)
    expect(await ldt(signer.address)).toBe(before - 2_250_000n)
  })

  test('no token picked sends SOL', async () => {
    const receiver = (await generateKeyPairSigner()).address
    const { hash } = await sendToken(config, {
      amount: '0.001',
      receiverAddress: receiver,
    })
    await confirmed(hash)
    expect(await lamports(receiver)).toBe(1_000_000n)
  })

  test('a bad receiver or an amount above the balance is refused before the wallet', async () => {
    const [sol] = await getTokenBalances(config)
    for (const receiverAddress of [
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      'short',
      `${'1'.repeat(43)}0`,
    ]) {
      await expect(
        sendToken(config, { token: sol, amount: '1', receiverAddress }),
      ).rejects.toBeInstanceOf(InvalidReceiverAddressError)
    }
    await expect(
      sendToken(config, {
        token: sol,
        amount: '5000',
        receiverAddress: signer.address,
      }),
    ).rejects.toThrow('Insufficient balance')
  })
})
