// What the embedded wallet's Solana approval screen shows is what it signs
// (issue #17, findings 2 and 4), on PGlite and PostgreSQL with a real
// LiteSVM chain: transaction bytes sent as a "message" are refused before
// the user is asked; off-chain messages are signed in their envelope; every
// instruction of every transaction is named, with warnings; a simulation
// shows the balance changes.

import { devSolanaAccounts, SOLANA_DEMO_TOKEN } from '@latch/devnet'
import {
  type StartSolanaDevnetReturnType,
  startSolanaDevnet,
} from '@latch/devnet/node'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createKeyPairSignerFromPrivateKeyBytes,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  getOffchainMessageEnvelopeDecoder,
  getOffchainMessageV0Decoder,
  getTransactionEncoder,
  type Instruction,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  verifyOffchainMessageEnvelope,
} from '@solana/kit'
import {
  getAssignInstruction,
  getTransferSolInstruction,
} from '@solana-program/system'
import {
  AuthorityType,
  findAssociatedTokenPda,
  getApproveInstruction,
  getCreateAssociatedTokenIdempotentInstruction,
  getSetAuthorityInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEmbeddedTestService } from '../../../test/embedded/createEmbeddedTestService.js'
import { postSolanaSigning } from '../../../test/embedded/postSolanaSigning.js'
import { dbKinds } from '../../../test/testDbs.js'
import type { SolanaChainSettings } from '../../blockchain/settings/BlockchainSettings.js'
import { SOLANA_MESSAGE_IS_TRANSACTION } from '../rpc/readSolanaSignMessage.js'
import { reviewSolanaRequest } from '../rpc/reviewSolanaRequest.js'

const CHAIN = 'solana:B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m' as const
const mint = address(SOLANA_DEMO_TOKEN.mint)

let devnet: StartSolanaDevnetReturnType
let solanaChain: SolanaChainSettings
beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 })
  solanaChain = { caipNetworkId: CHAIN, rpcUrls: [devnet.url], tokens: [] }
}, 60_000)
afterAll(() => devnet?.stop())

const rpc = () => createSolanaRpc(devnet.url)
const newAddress = async () => (await generateKeyPairSigner()).address

/** Compiled `instructions` paid by `payer` on a current blockhash. */
async function compiled(
  payer: string,
  instructions: Instruction[],
  version: 0 | 'legacy' = 0,
) {
  const { value: blockhash } = await rpc().getLatestBlockhash().send()
  return compileTransaction(
    pipe(
      createTransactionMessage({ version }),
      (m) => setTransactionMessageFeePayer(address(payer), m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    ),
  )
}

/** The same, as unsigned base64 wire bytes. */
async function wire(payer: string, instructions: Instruction[]) {
  return base64.encode(
    new Uint8Array(
      getTransactionEncoder().encode(await compiled(payer, instructions)),
    ),
  )
}

/** The user's LDT token account, holding `units` (sent by dev account 3). */
async function fundLdt(owner: string, units: bigint) {
  const dev = devSolanaAccounts[3]
  if (!dev) throw new Error('no dev account 3')
  const payer = await createKeyPairSignerFromPrivateKeyBytes(dev.secretKey)
  const ata = async (o: Address) =>
    (
      await findAssociatedTokenPda({
        owner: o,
        mint,
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
    )[0]
  const [source, destination] = [
    await ata(payer.address),
    await ata(address(owner)),
  ]
  const { value: blockhash } = await rpc().getLatestBlockhash().send()
  const signed = await signTransactionMessageWithSigners(
    pipe(
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
    ),
  )
  await rpc()
    .sendTransaction(getBase64EncodedWireTransaction(signed), {
      encoding: 'base64',
    })
    .send()
  return destination
}

describe.each(dbKinds)(
  'Solana approvals of the embedded wallet on %s',
  (kind) => {
    const setup = async () => {
      const s = await createEmbeddedTestService(kind, {
        solanaChains: [solanaChain],
      })
      const session = await s.login(`approve-${kind}@example.com`)
      const sign = (method: string, params: unknown) =>
        postSolanaSigning(s, {
          token: session.token,
          chainId: CHAIN,
          method,
          params,
        })
      return { s, sign, solana: session.user.solanaAddress }
    }

    it('refuses transaction messages and wire transactions sent as a message, before the user is asked', async () => {
      const { sign, solana } = await setup()
      const other = await newAddress()
      const cases: [string, Uint8Array][] = []
      for (const version of ['legacy', 0] as const)
        for (const payer of [solana, other]) {
          const tx = await compiled(
            payer,
            [
              getTransferSolInstruction({
                source: createNoopSigner(address(solana)),
                destination: address(other),
                amount: 1_000_000_000n,
              }),
            ],
            version,
          )
          const message = new Uint8Array(tx.messageBytes)
          const label = `${version} paid by ${payer === solana ? 'user' : 'other'}`
          cases.push(
            [`${label}: message`, message],
            [
              `${label}: message + trailing bytes`,
              new Uint8Array([...message, 0]),
            ],
            [
              `${label}: wire transaction`,
              new Uint8Array(getTransactionEncoder().encode(tx)),
            ],
          )
        }
      for (const [label, bytes] of cases) {
        const { review, result } = await sign('solana_signMessage', {
          message: base58.encode(bytes),
          pubkey: solana,
        })
        expect(review.status, label).toBe(400)
        expect(review.body.error).toEqual({
          code: 'bad_request',
          message: SOLANA_MESSAGE_IS_TRANSACTION,
        })
        expect(result, label).toBeUndefined()
      }
      // Text is still signed.
      const text = new TextEncoder().encode('Sign in to Latch')
      const { result } = await sign('solana_signMessage', {
        message: base58.encode(text),
      })
      expect(
        ed25519.verify(
          base58.decode(result?.body.result.signature),
          text,
          base58.decode(solana),
        ),
      ).toBe(true)
    })

    it('signs an off-chain message in its envelope: the review shows the text, the signature verifies over the envelope', async () => {
      const { sign, solana } = await setup()
      const text = 'Sign in to Latch ☀ as the owner of this account'
      const { review, result } = await sign('solana_signMessage', {
        message: base58.encode(new TextEncoder().encode(text)),
        pubkey: solana,
        format: 'offchain',
      })
      expect(review.body.result).toMatchObject({ text, format: 'offchain' })
      expect(result?.status).toBe(200)
      const { signature, signedMessage, envelope } = result?.body.result ?? {}
      const signed = base58.decode(signedMessage)
      // The signing domain "\xffsolana offchain", then version 0.
      expect(signed[0]).toBe(0xff)
      expect(new TextDecoder().decode(signed.slice(1, 16))).toBe(
        'solana offchain',
      )
      expect(signed[16]).toBe(0) // version 0
      expect(
        ed25519.verify(base58.decode(signature), signed, base58.decode(solana)),
      ).toBe(true)
      const decoded = getOffchainMessageV0Decoder().decode(signed)
      expect(decoded.content.text).toBe(text)
      expect(decoded.requiredSignatories).toEqual([{ address: solana }])
      await verifyOffchainMessageEnvelope(
        getOffchainMessageEnvelopeDecoder().decode(base64.decode(envelope)),
      )
      // Only UTF-8 text, a known format and a 32-byte domain.
      for (const params of [
        {
          message: base58.encode(new Uint8Array([0xff, 0xfe])),
          format: 'offchain',
        },
        { message: base58.encode(new Uint8Array([65])), format: 'envelope' },
        {
          message: base58.encode(new Uint8Array([65])),
          format: 'offchain',
          applicationDomain: 'short',
        },
      ])
        expect((await sign('solana_signMessage', params)).review.status).toBe(
          400,
        )
    })

    it('names every instruction of signAllTransactions: a small transfer, then Assign, SetAuthority and Approve(max), with warnings', async () => {
      const { sign, solana } = await setup()
      const attacker = await newAddress()
      const tokenAccount = await newAddress()
      const user = createNoopSigner(address(solana))
      const { review } = await sign('solana_signAllTransactions', {
        transactions: [
          await wire(solana, [
            getTransferSolInstruction({
              source: user,
              destination: attacker,
              amount: 1_000n,
            }),
          ]),
          await wire(solana, [
            getAssignInstruction({ account: user, programAddress: attacker }),
            getSetAuthorityInstruction({
              owned: tokenAccount,
              owner: user,
              authorityType: AuthorityType.AccountOwner,
              newAuthority: attacker,
            }),
            getApproveInstruction({
              source: tokenAccount,
              delegate: attacker,
              owner: user,
              amount: 2n ** 64n - 1n,
            }),
          ]),
        ],
      })
      expect(review.status).toBe(200)
      const [first, second] = review.body.result.transactions
      const named = (tx: {
        instructions: { kind: string; warnings: string[] }[]
      }) => tx.instructions.map((ix) => [ix.kind, ix.warnings])
      expect(named(first)).toEqual([['TransferSol', []]])
      expect(named(second)).toEqual([
        ['Assign', ['assign']],
        ['SetAuthority', ['setAuthority']],
        ['Approve', ['approve', 'unlimitedApproval']],
      ])
      expect(second.instructions[0].fields).toEqual({
        account: solana,
        programAddress: attacker,
      })
      expect(second.instructions[1].fields).toMatchObject({
        owned: tokenAccount,
        authorityType: 'AccountOwner',
        newAuthority: attacker,
      })
      expect(second.instructions[2].fields).toMatchObject({
        delegate: attacker,
        amount: '18446744073709551615',
      })
    })

    it('shows the balance changes of a simulated SOL transfer and SPL transfer', async () => {
      const { sign, solana } = await setup()
      await rpc()
        .requestAirdrop(address(solana), lamports(2_000_000_000n))
        .send()
      const receiver = await newAddress()
      const user = createNoopSigner(address(solana))
      const sol = await sign('solana_signTransaction', {
        transaction: await wire(solana, [
          getTransferSolInstruction({
            source: user,
            destination: receiver,
            amount: 250_000_000n,
          }),
        ]),
      })
      const simulation = sol.review.body.result.transactions[0].simulation
      expect(simulation.status).toBe('ok')
      const mine = simulation.changes.find(
        (c: { account: string }) => c.account === solana,
      )
      expect(mine).toMatchObject({
        asset: 'SOL',
        user: true,
        before: '2000000000',
      })
      // The transfer and the fee.
      expect(BigInt(mine.after)).toBeLessThanOrEqual(1_750_000_000n)
      expect(BigInt(mine.after)).toBeGreaterThan(1_749_000_000n)
      expect(simulation.changes).toContainEqual({
        account: receiver,
        user: false,
        asset: 'SOL',
        before: '0',
        after: '250000000',
      })
      // Nothing was sent: the balances are unchanged.
      expect((await rpc().getBalance(address(solana)).send()).value).toBe(
        2_000_000_000n,
      )

      const source = await fundLdt(solana, 10_000_000n)
      const [destination] = await findAssociatedTokenPda({
        owner: address(receiver),
        mint,
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
      const spl = await sign('solana_signTransaction', {
        transaction: await wire(solana, [
          getCreateAssociatedTokenIdempotentInstruction({
            payer: user,
            ata: destination,
            owner: address(receiver),
            mint,
          }),
          getTransferCheckedInstruction({
            source,
            mint,
            destination,
            authority: user,
            amount: 2_500_000n,
            decimals: SOLANA_DEMO_TOKEN.decimals,
          }),
        ]),
      })
      const tokenChanges =
        spl.review.body.result.transactions[0].simulation.changes.filter(
          (c: { asset: string }) => c.asset === 'token',
        )
      expect(tokenChanges).toHaveLength(2)
      expect(tokenChanges).toEqual(
        expect.arrayContaining([
          {
            account: source,
            user: true,
            asset: 'token',
            mint,
            owner: solana,
            before: '10000000',
            after: '7500000',
            decimals: 6,
          },
          {
            account: destination,
            user: false,
            asset: 'token',
            mint,
            owner: receiver,
            before: '0',
            after: '2500000',
            decimals: 6,
          },
        ]),
      )
    })

    it('says when a simulation fails or is unavailable, and still describes', async () => {
      const { sign, solana } = await setup()
      const poor = createNoopSigner(address(solana))
      // An unfunded account cannot pay: the simulation fails.
      const failed = await sign('solana_signTransaction', {
        transaction: await wire(solana, [
          getTransferSolInstruction({
            source: poor,
            destination: await newAddress(),
            amount: 1n,
          }),
        ]),
      })
      expect(failed.review.status).toBe(200)
      expect(failed.review.body.result.transactions[0].simulation.status).toBe(
        'failed',
      )
      // No cluster to simulate on: no simulation, still a review (an
      // unknown cluster is refused by /rpc/prepare: 'Network Not Found').
      const transaction = await wire(solana, [
        getTransferSolInstruction({
          source: poor,
          destination: await newAddress(),
          amount: 1n,
        }),
      ])
      const body: {
        // biome-ignore lint/suspicious/noExplicitAny: summary JSON
        result: any
      } = {
        result: await reviewSolanaRequest(undefined, 'solana_signTransaction', {
          transaction,
        }),
      }
      expect(body.result.transactions[0].simulation).toEqual({
        status: 'unavailable',
      })
      expect(body.result.transactions[0].instructions[0].kind).toBe(
        'TransferSol',
      )
    })
  },
)
