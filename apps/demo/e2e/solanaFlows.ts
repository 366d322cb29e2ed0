// Steps and checks shared by the Solana browser tests: the local chain read
// with @solana/kit's RPC client, ed25519 checks, and the modal steps that
// make Solana Local the active network.
import {
  devSolanaAccounts,
  SOLANA_DEMO_TOKEN,
  SOLANA_DEMO_TOKEN_MINT,
} from '@latch/devnet'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { Page } from 'playwright-core'
import { inject } from 'vitest'
import { escapeRegExp } from './browser.js'
import { answerDevWallet, latchModal, waitForValue } from './flows.js'

/** The local Solana chain's CAIP-2 id (solanaLocalnet). */
export const SOLANA_LOCAL = 'solana:B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m'

/** The message the demo signs (apps/demo/src/messages.ts). */
export const DEMO_MESSAGE = 'Hello from the Latch demo'

/** @solana/kit's RPC client on the e2e setup's local Solana chain. */
export function solanaRpc() {
  return createSolanaRpc(inject('solanaRpcUrl'))
}

/** Lamports of `owner` on the local chain. */
export async function solBalance(owner: string): Promise<bigint> {
  const { value } = await solanaRpc().getBalance(address(owner)).send()
  return value
}

/** `owner`'s LDT in base units (0 without a token account). */
export async function ldtBalance(owner: string): Promise<bigint> {
  const { value } = await solanaRpc()
    .getTokenAccountsByOwner(
      address(owner),
      { mint: address(SOLANA_DEMO_TOKEN_MINT) as Address },
      { encoding: 'jsonParsed' },
    )
    .send()
  let total = 0n
  for (const account of value) {
    const data = account.account.data as unknown as {
      parsed: { info: { tokenAmount: { amount: string } } }
    }
    total += BigInt(data.parsed.info.tokenAmount.amount)
  }
  return total
}

/** The fee the chain charged for `owner`'s latest transaction. */
export async function latestFee(owner: string): Promise<bigint> {
  const rpc = solanaRpc()
  const [latest] = await rpc
    .getSignaturesForAddress(address(owner), { limit: 1 })
    .send()
  if (!latest) throw new Error(`no transaction of ${owner}`)
  const tx = await rpc
    .getTransaction(latest.signature, {
      encoding: 'json',
      maxSupportedTransactionVersion: 0,
    })
    .send()
  return BigInt(tx?.meta?.fee ?? -1)
}

/** Whether `signature` (base58) is `signer`'s ed25519 signature of `message`. */
export function verifiesEd25519(
  message: string,
  signature: string,
  signer: string,
): boolean {
  return ed25519.verify(
    base58.decode(signature),
    new TextEncoder().encode(message),
    base58.decode(signer),
  )
}

/** How Account shows a Solana or Bitcoin address: first 4 … last 4. */
export const shortAddress = (text: string) =>
  `${text.slice(0, 4)}…${text.slice(-4)}`

/**
 * The network button in the page header (named after the active network) →
 * Select network → `network`. Without a wallet in that namespace the modal
 * closes (nothing connected) or goes to Connect.
 */
export async function chooseNetwork(page: Page, from: string, to: string) {
  await page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: from, exact: true })
    .click()
  const networks = latchModal(page, 'Select network')
  await networks
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(to)}$`) })
    .click()
}

/**
 * On the demo with the dev wallet on Solana account `account`: makes
 * Solana Local the active network, connects the dev wallet's Solana side
 * (Wallet Standard) and approves in its panel.
 */
export async function connectSolanaSide(page: Page, account: string) {
  await chooseNetwork(page, 'Latch Devnet', 'Solana Local')
  await waitForValue(page, 'network.caipNetworkId', SOLANA_LOCAL)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = latchModal(page, 'Connect Wallet')
  await connect.getByRole('button', { name: /Latch Dev Wallet/ }).click()
  await answerDevWallet(page, 'Approve')
  await waitForValue(page, 'account.isConnected', 'yes')
  await waitForValue(page, 'account.address', account)
  await waitForValue(page, 'account.caipAddress', `${SOLANA_LOCAL}:${account}`)
}

/**
 * Sends `units` of LDT from dev Solana account `fromIndex` to `owner`,
 * creating `owner`'s token account, built with @solana/kit and the SPL
 * Token program client and signed with the dev key; resolves once the
 * chain has it.
 */
export async function fundLdt(
  owner: string,
  units: bigint,
  fromIndex: number,
): Promise<void> {
  const rpc = solanaRpc()
  const dev = devSolanaAccounts[fromIndex]
  if (!dev) throw new Error(`no dev Solana account ${fromIndex}`)
  const payer = await createKeyPairSignerFromPrivateKeyBytes(dev.secretKey)
  const mint = address(SOLANA_DEMO_TOKEN_MINT)
  const ata = async (o: Address) =>
    (
      await findAssociatedTokenPda({
        owner: o,
        mint,
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
    )[0]
  const [source, destination] = await Promise.all([
    ata(payer.address),
    ata(address(owner)),
  ])
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getCreateAssociatedTokenIdempotentInstruction({
            payer,
            ata: destination,
            owner: address(owner),
            mint,
          }),
          getTransferCheckedInstruction({
            source,
            mint,
            destination,
            authority: payer,
            amount: units,
            decimals: SOLANA_DEMO_TOKEN.decimals,
          }),
        ],
        m,
      ),
  )
  const signed = await signTransactionMessageWithSigners(message)
  await rpc
    .sendTransaction(getBase64EncodedWireTransaction(signed), {
      encoding: 'base64',
    })
    .send()
}
