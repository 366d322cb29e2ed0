// The reference wallet in Chromium, Solana and Bitcoin over WalletConnect:
// a Node dapp proposes eip155 + solana + bip122, one approval gives all
// three; the dialogs show the requests readably; signatures verify with
// @noble/curves (ed25519) and bip322-js; a SOL send and an LDT (SPL) send to
// a new receiver land on the local chain of the e2e setup, the token amount
// and the receiver's new token account shown in the dialog; a PSBT signed in
// the wallet finalises with btc-signer.
import { devSolanaAccounts, SOLANA_DEMO_TOKEN } from '@latch/devnet'
import { bitcoinAccount } from '@latch/devnet/bitcoin-signer'
import type { SignClient } from '@latch/protocol/client'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import {
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getAddressEncoder,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { Verifier } from 'bip322-js'
import type { BrowserContext } from 'playwright-core'
import { afterEach, beforeEach, expect, inject, test } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import {
  answerWallet,
  createNodeDapp,
  openWallet,
  pasteUri,
  sessionItem,
  walletDialog,
} from './wallet.js'

const solanaLocal = 'solana:B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m'
const bitcoinMain = 'bip122:000000000019d6689c085ae165831e93'
// Dev account 9 signs and 8 receives (other e2e files use the lower ones).
const sol = devSolanaAccounts[9]!.address
const receiver = devSolanaAccounts[8]!.address
const btc = bitcoinAccount(9, { testnet: false })

let dapp: SignClient
let browser: { context: BrowserContext; close(): Promise<void> }
beforeEach(async () => {
  dapp = await createNodeDapp(inject('relayUrl'))
  browser = await launchChromium()
})
afterEach(async () => {
  await browser.close()
  await dapp.close()
})

async function unsignedTransaction(instructions: Instruction[]) {
  const rpc = createSolanaRpc(inject('solanaRpcUrl'))
  const { value: lifetime } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(sol as never, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return getBase64Decoder().decode(
    getTransactionEncoder().encode(compileTransaction(message)),
  )
}

const solTransfer = (lamports: bigint) =>
  unsignedTransaction([
    getTransferSolInstruction({
      source: createNoopSigner(sol as never),
      destination: receiver as never,
      amount: lamports,
    }),
  ])

/** LDT to `owner` as @latch/core sends it: its ATA created, TransferChecked. */
async function ldtTransfer(owner: string, units: bigint) {
  const mint = address(SOLANA_DEMO_TOKEN.mint)
  const tokenProgram = TOKEN_PROGRAM_ADDRESS
  const [[source], [destination]] = await Promise.all([
    findAssociatedTokenPda({ owner: address(sol), mint, tokenProgram }),
    findAssociatedTokenPda({ owner: address(owner), mint, tokenProgram }),
  ])
  const authority = createNoopSigner(address(sol))
  const transaction = await unsignedTransaction([
    getCreateAssociatedTokenIdempotentInstruction({
      payer: authority,
      ata: destination,
      owner: address(owner),
      mint,
    }),
    getTransferCheckedInstruction({
      source,
      mint,
      destination,
      authority,
      amount: units,
      decimals: SOLANA_DEMO_TOKEN.decimals,
    }),
  ])
  return { transaction, destination }
}

test('one session for eip155 + solana + bip122; sign and send on Solana, sign on Bitcoin', async () => {
  const { uri, approval } = await dapp.connect({
    requiredNamespaces: {
      eip155: {
        chains: ['eip155:31337'],
        methods: ['personal_sign'],
        events: ['chainChanged', 'accountsChanged'],
      },
    },
    optionalNamespaces: {
      solana: {
        chains: [solanaLocal],
        methods: ['solana_signMessage', 'solana_signAndSendTransaction'],
        events: [],
      },
      bip122: {
        chains: [bitcoinMain],
        methods: ['signMessage', 'signPsbt'],
        events: [],
      },
    },
  })
  const { page, errors } = await openWallet(
    browser.context,
    inject('walletUrl'),
  )
  await page.getByRole('status').getByText('Starting the wallet…').waitFor({
    state: 'detached',
  })
  await page.getByRole('combobox', { name: 'Account' }).selectOption('9')
  await page.getByText(sol, { exact: true }).waitFor()
  await pasteUri(page, uri ?? '')
  const proposal = walletDialog(page, 'Connection request')
  await proposal
    .getByText('EVM (eip155), Solana (solana), Bitcoin (bip122)')
    .waitFor()
  await proposal.getByText(`Solana Local (${solanaLocal})`).waitFor()
  await answerWallet(page, 'Connection request', 'Approve')
  const { topic, namespaces } = await approval()
  expect(namespaces.solana?.accounts).toEqual([`${solanaLocal}:${sol}`])
  expect(namespaces.bip122?.accounts).toEqual([`${bitcoinMain}:${btc.address}`])
  await sessionItem(page, 'Node Dapp').waitFor()

  // solana_signMessage: the text in the dialog, an ed25519 signature.
  const text = new TextEncoder().encode('gm from Latch')
  const signing = dapp.request<{ signature: string }>({
    topic,
    chainId: solanaLocal,
    request: {
      method: 'solana_signMessage',
      params: { message: getBase58Decoder().decode(text), pubkey: sol },
    },
  })
  const sign = walletDialog(page, 'Sign message')
  await sign.getByText('gm from Latch', { exact: true }).waitFor()
  await sign.getByText('Solana (solana)', { exact: true }).waitFor()
  await answerWallet(page, 'Sign message', 'Approve')
  const { signature } = await signing
  expect(
    ed25519.verify(
      new Uint8Array(getBase58Encoder().encode(signature)),
      text,
      new Uint8Array(getAddressEncoder().encode(sol as never)),
    ),
  ).toBe(true)

  // solana_signAndSendTransaction lands on the local chain.
  const rpc = createSolanaRpc(inject('solanaRpcUrl'))
  const before = (await rpc.getBalance(receiver as never).send()).value
  const sending = dapp.request<{ signature: string }>({
    topic,
    chainId: solanaLocal,
    request: {
      method: 'solana_signAndSendTransaction',
      params: { transaction: await solTransfer(2_000_000n) },
    },
  })
  const send = walletDialog(page, 'Send transaction')
  await send.getByText(`Transfer 0.002 SOL to ${receiver}`).waitFor()
  await answerWallet(page, 'Send transaction', 'Approve')
  const sent = await sending
  const { value } = await rpc
    .getSignatureStatuses([sent.signature as never])
    .send()
  expect(value[0]?.err).toBeNull()
  expect((await rpc.getBalance(receiver as never).send()).value - before).toBe(
    2_000_000n,
  )

  // An LDT (SPL) send to an account with no LDT yet: the dialog shows the
  // token amount and the receiver's new token account; the balance lands.
  const newOwner = (await generateKeyPairSigner()).address
  const ldt = await ldtTransfer(newOwner, 2_500_000n)
  const sendingLdt = dapp.request<{ signature: string }>({
    topic,
    chainId: solanaLocal,
    request: {
      method: 'solana_signAndSendTransaction',
      params: { transaction: ldt.transaction },
    },
  })
  const ldtDialog = walletDialog(page, 'Send transaction')
  await ldtDialog
    .getByText(`Transfer 2.5 of token ${SOLANA_DEMO_TOKEN.mint}`)
    .waitFor()
  await ldtDialog
    .getByText(`Creates the receiver's token account ${ldt.destination}`)
    .waitFor()
  await answerWallet(page, 'Send transaction', 'Approve')
  const sentLdt = await sendingLdt
  const ldtStatus = await rpc
    .getSignatureStatuses([sentLdt.signature as never])
    .send()
  expect(ldtStatus.value[0]?.err).toBeNull()
  const { value: received } = await rpc
    .getTokenAccountBalance(ldt.destination)
    .send()
  expect(received).toMatchObject({ amount: '2500000', uiAmountString: '2.5' })

  // bip122 signMessage (BIP-322), verified by bip322-js.
  const btcSigning = dapp.request<{ address: string; signature: string }>({
    topic,
    chainId: bitcoinMain,
    request: {
      method: 'signMessage',
      params: { account: btc.address, message: 'Latch on Bitcoin' },
    },
  })
  const btcDialog = walletDialog(page, 'Sign message')
  await btcDialog.getByText('BIP-322 (simple)').waitFor()
  await answerWallet(page, 'Sign message', 'Approve')
  const btcSigned = await btcSigning
  expect(
    Verifier.verifySignature(
      btc.address,
      'Latch on Bitcoin',
      btcSigned.signature,
    ),
  ).toBe(true)

  // signPsbt: inputs/outputs in the dialog; the result finalises.
  const unsigned = new Transaction()
  unsigned.addInput({
    txid: '12'.repeat(32),
    index: 0,
    witnessUtxo: { script: btc.script, amount: 80_000n },
  })
  unsigned.addOutputAddress(
    bitcoinAccount(8, { testnet: false }).address,
    70_000n,
  )
  const psbtSigning = dapp.request<{ psbt: string }>({
    topic,
    chainId: bitcoinMain,
    request: {
      method: 'signPsbt',
      params: {
        account: btc.address,
        psbt: base64.encode(unsigned.toPSBT()),
        signInputs: [{ address: btc.address, index: 0 }],
      },
    },
  })
  const psbtDialog = walletDialog(page, 'Sign PSBT')
  await psbtDialog.getByText('#0: 0.0008 BTC').waitFor()
  await psbtDialog.getByText('0.0001 BTC', { exact: true }).waitFor()
  await answerWallet(page, 'Sign PSBT', 'Approve')
  const signedPsbt = Transaction.fromPSBT(
    base64.decode((await psbtSigning).psbt),
  )
  signedPsbt.finalize()
  expect(signedPsbt.extract().length).toBeGreaterThan(100)
  expect(errors).toEqual([])
})
