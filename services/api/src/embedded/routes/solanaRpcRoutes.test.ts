import { SOLANA_SIGNING_METHODS } from '@latch/common/embedded-protocol'
// The embedded wallet's Solana account: key custody (created at login,
// lazily for older users, one key under concurrency) and the solana_*
// methods of POST /rpc, checked with @noble/curves' ed25519 and on a real
// LiteSVM chain (@latch/devnet).

import {
  type StartSolanaDevnetReturnType,
  startSolanaDevnet,
} from '@latch/devnet/node'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import {
  type Address,
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getTransactionDecoder,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { getTransferCheckedInstruction } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  callPreparedRpc,
  type RpcAnswer,
} from '../../../test/embedded/callPreparedRpc.js'
import {
  EMBEDDED_TEST_ORIGIN,
  EMBEDDED_TEST_PROJECT,
  TEST_MASTER_KEY,
} from '../../../test/embedded/createEmbeddedTestDb.js'
import {
  createEmbeddedTestService,
  TEST_DEVICE,
} from '../../../test/embedded/createEmbeddedTestService.js'
import { dbKinds } from '../../../test/testDbs.js'
import type { SolanaChainSettings } from '../../blockchain/settings/BlockchainSettings.js'
import { ensureSolanaKey } from '../login/ensureSolanaKey.js'

const CHAIN = 'solana:B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m' as const

let devnet: StartSolanaDevnetReturnType
let solanaChain: SolanaChainSettings
beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 })
  solanaChain = { caipNetworkId: CHAIN, rpcUrls: [devnet.url], tokens: [] }
}, 60_000)
afterAll(() => devnet?.stop())

/** A SOL transfer paid by `payer`, unsigned, as base64 wire bytes. */
async function transfer(
  payer: string,
  to: Address,
  amount: bigint,
  instruction = getTransferSolInstruction({
    source: createNoopSigner(address(payer)),
    destination: to,
    amount: lamports(amount),
  }) as Parameters<typeof appendTransactionMessageInstruction>[0],
) {
  const rpc = createSolanaRpc(devnet.url)
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(payer), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) => appendTransactionMessageInstruction(instruction, m),
  )
  return base64.encode(
    new Uint8Array(getTransactionEncoder().encode(compileTransaction(message))),
  )
}

/** The signature of `signer` in a base64 wire transaction verifies. */
function verifyTransaction(wire: string, signer: string) {
  const decoded = getTransactionDecoder().decode(base64.decode(wire))
  const signature = decoded.signatures[signer as Address]
  if (!signature) return false
  return ed25519.verify(
    new Uint8Array(signature),
    new Uint8Array(decoded.messageBytes),
    base58.decode(signer),
  )
}

describe.each(dbKinds)(
  'Solana account of the embedded wallet on %s',
  (kind) => {
    const setup = async () => {
      const s = await createEmbeddedTestService(kind, {
        solanaChains: [solanaChain],
      })
      const session = await s.login(`sol-${kind}@example.com`)
      const rpc = async (
        method: string,
        params: unknown,
        { chainId = CHAIN as string, token = session.token } = {},
      ): Promise<RpcAnswer> => {
        if ((SOLANA_SIGNING_METHODS as readonly string[]).includes(method))
          return callPreparedRpc(s.post, { token, chainId, method, params })
        const response = await s.post(
          '/rpc',
          { chainId, method, params },
          {
            token,
          },
        )
        return {
          status: response.status,
          // biome-ignore lint/suspicious/noExplicitAny: JSON-RPC results of every shape
          body: (await response.json()) as { result?: any; error?: any },
        }
      }
      const getUser = async () => {
        const query = new URLSearchParams({
          projectId: EMBEDDED_TEST_PROJECT,
          origin: EMBEDDED_TEST_ORIGIN,
          deviceId: TEST_DEVICE,
        })
        const response = await s.get(`/v1/embedded/user?${query}`, {
          headers: { authorization: `Bearer ${session.token}` },
        })
        return ((await response.json()) as { user: { solanaAddress: string } })
          .user
      }
      return { s, session, rpc, getUser, solana: session.user.solanaAddress }
    }

    it('creates the Solana key at login, sealed like the eip155 key', async () => {
      const { s, solana, getUser } = await setup()
      expect(base58.decode(solana)).toHaveLength(32)
      expect((await getUser()).solanaAddress).toBe(solana)
      const rows = await s.db.query<{ namespace: string; ciphertext: string }>(
        'SELECT namespace, ciphertext FROM embedded_keys ORDER BY namespace',
      )
      expect(rows.map((r) => r.namespace)).toEqual(['eip155', 'solana'])
      expect(rows[1]?.ciphertext).toMatch(/^v1\./)
    })

    it('gives an older user one key on first use, also under concurrency', async () => {
      const { s, session, rpc, getUser } = await setup()
      await s.db.query(`DELETE FROM embedded_keys WHERE namespace = 'solana'`)
      const userId = (
        await s.db.query<{ id: string }>('SELECT id FROM embedded_users')
      )[0]?.id as string
      const made = await Promise.all([
        ...Array.from({ length: 4 }, () =>
          ensureSolanaKey(s.db, { userId, masterKey: TEST_MASTER_KEY }),
        ),
        getUser().then((u) => u.solanaAddress),
        rpc('solana_getAccounts', {}).then((r) => r.body.result[0].pubkey),
      ])
      expect(new Set(made).size).toBe(1)
      const [count] = await s.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM embedded_keys WHERE namespace = 'solana'`,
      )
      expect(count?.n).toBe(1)
      // It signs with the key it reported.
      const signed = await rpc('solana_signMessage', {
        message: base58.encode(new TextEncoder().encode('hi')),
      })
      expect(
        ed25519.verify(
          base58.decode(signed.body.result.signature),
          new TextEncoder().encode('hi'),
          base58.decode(made[0] as string),
        ),
      ).toBe(true)
      // A later login keeps the key.
      const again = await s.login(`sol-${kind}@example.com`)
      expect(again.user.solanaAddress).toBe(made[0])
      expect(session.user.address).toBe(again.user.address)
    })

    it('signs messages and transactions that verify with ed25519', async () => {
      const { rpc, solana } = await setup()
      const message = new TextEncoder().encode('Sign in to Latch')
      const signed = await rpc('solana_signMessage', {
        message: base58.encode(message),
        pubkey: solana,
      })
      expect(signed.status).toBe(200)
      expect(
        ed25519.verify(
          base58.decode(signed.body.result.signature),
          message,
          base58.decode(solana),
        ),
      ).toBe(true)
      const receiver = (await generateKeyPairSigner()).address
      const one = await rpc('solana_signTransaction', {
        transaction: await transfer(solana, receiver, 1_000n),
        pubkey: solana,
      })
      expect(one.status).toBe(200)
      expect(verifyTransaction(one.body.result.transaction, solana)).toBe(true)
      const all = await rpc('solana_signAllTransactions', {
        transactions: [
          await transfer(solana, receiver, 1n),
          await transfer(solana, receiver, 2n),
        ],
      })
      expect(all.status).toBe(200)
      expect(all.body.result.transactions).toHaveLength(2)
      for (const wire of all.body.result.transactions)
        expect(verifyTransaction(wire, solana)).toBe(true)
    })

    it('signs and sends SOL on the LiteSVM chain', async () => {
      const { rpc, solana } = await setup()
      const chain = createSolanaRpc(devnet.url)
      const airdrop = await chain
        .requestAirdrop(address(solana), lamports(2_000_000_000n))
        .send()
      expect(airdrop).toBeTruthy()
      const receiver = (await generateKeyPairSigner()).address
      const sent = await rpc('solana_signAndSendTransaction', {
        transaction: await transfer(solana, receiver, 250_000_000n),
        sendOptions: { preflightCommitment: 'confirmed' },
      })
      expect(sent.status).toBe(200)
      expect(base58.decode(sent.body.result.signature)).toHaveLength(64)
      const status = await chain
        .getSignatureStatuses([sent.body.result.signature])
        .send()
      expect(status.value[0]?.err).toBeNull()
      expect((await chain.getBalance(receiver).send()).value).toBe(250_000_000n)
    })

    it('reviews requests for the approval screen (/rpc/prepare)', async () => {
      const { s, session, solana } = await setup()
      const describe = async (method: string, params: unknown) => {
        const response = await s.post(
          '/rpc/prepare',
          { chainId: CHAIN, method, params },
          { token: session.token },
        )
        const json = (await response.json()) as {
          // biome-ignore lint/suspicious/noExplicitAny: review JSON
          review?: any
        }
        const { namespace, ...result } = json.review ?? {}
        if (response.status === 200) expect(namespace).toBe('solana')
        return { status: response.status, body: { result } }
      }
      const text = await describe('solana_signMessage', {
        message: base58.encode(new TextEncoder().encode('Hello ☀')),
      })
      expect(text.body.result).toMatchObject({ text: 'Hello ☀' })
      const binary = await describe('solana_signMessage', {
        message: base58.encode(new Uint8Array([0xff, 0x00])),
      })
      expect(binary.body.result).toEqual({ hex: 'ff00' })
      const receiver = (await generateKeyPairSigner()).address
      const tx = await describe('solana_signAndSendTransaction', {
        transaction: await transfer(solana, receiver, 1_500_000_000n),
      })
      expect(tx.body.result).toEqual({
        transactions: [
          {
            version: 0,
            feePayer: solana,
            instructions: [
              {
                program: 'system',
                programAddress: '11111111111111111111111111111111',
                kind: 'TransferSol',
                fields: {
                  source: solana,
                  destination: receiver,
                  amount: '1500000000',
                },
                warnings: [],
              },
            ],
            // The new account has no SOL to pay with.
            simulation: { status: 'failed', error: 'AccountNotFound' },
          },
        ],
      })
      const tokenAccount = (await generateKeyPairSigner()).address
      const spl = await describe('solana_signTransaction', {
        transaction: await transfer(
          solana,
          receiver,
          0n,
          getTransferCheckedInstruction({
            source: (await generateKeyPairSigner()).address,
            mint: address(devnet.mint),
            destination: tokenAccount,
            authority: createNoopSigner(address(solana)),
            amount: 25_000_000n,
            decimals: 6,
          }),
        ),
      })
      expect(spl.body.result.transactions[0].instructions).toEqual([
        expect.objectContaining({
          program: 'token',
          kind: 'TransferChecked',
          fields: expect.objectContaining({
            destination: tokenAccount,
            mint: devnet.mint,
            amount: '25000000',
            decimals: '6',
          }),
        }),
      ])
      expect(
        (await describe('solana_signTransaction', { transaction: 'x' })).status,
      ).toBe(400)
      expect((await describe('personal_sign', {})).status).toBe(403)
      const noSession = await s.post(
        '/rpc/prepare',
        { chainId: CHAIN, method: 'solana_signMessage', params: {} },
        { token: 'A'.repeat(43) },
      )
      expect(noSession.status).toBe(401)
    })

    it('refuses what it must not sign, never with a 500', async () => {
      const { rpc, solana } = await setup()
      const other = (await generateKeyPairSigner()).address
      const expectRefused = async (
        method: string,
        params: unknown,
        status = 400,
        options = {},
      ) => {
        const answer = await rpc(method, params, options)
        expect(
          answer.status,
          `${method} ${JSON.stringify(params).slice(0, 80)}`,
        ).toBe(status)
        return answer
      }
      // Somebody else pays: the wallet is not the fee payer.
      await expectRefused('solana_signTransaction', {
        transaction: await transfer(other, other, 1n),
      })
      await expectRefused('solana_signAndSendTransaction', {
        transaction: await transfer(other, solana as Address, 1n),
      })
      await expectRefused('solana_signMessage', {
        message: 'aGk=',
        pubkey: other,
      })
      for (const transaction of [
        'not base64!',
        '',
        42,
        'A'.repeat(4_000),
        base64.encode(new Uint8Array(200).fill(255)),
        base64.encode(new Uint8Array([1, 2, 3])),
      ])
        await expectRefused('solana_signTransaction', { transaction })
      for (const message of ['0OIl', '', 'z'.repeat(9_000), null])
        await expectRefused('solana_signMessage', { message })
      await expectRefused('solana_signAllTransactions', { transactions: [] })
      await expectRefused('solana_signAllTransactions', {
        transactions: Array(33).fill('AA=='),
      })
      await expectRefused('solana_signMessage', 'text')
      await expectRefused('solana_signAndSendTransaction', {
        transaction: await transfer(solana, other, 1n),
        sendOptions: { preflightCommitment: 'sometime' },
      })
      const unknownChain = await expectRefused(
        'solana_signMessage',
        { message: base58.encode(new Uint8Array([1])) },
        400,
        { chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' },
      )
      expect(unknownChain.body.error.message).toBe('Network Not Found')
      const wrongMethod = await expectRefused('solana_signIn', {}, 403)
      expect(wrongMethod.body.error.message).toBe(
        'Requested RPC call is not allowed',
      )
      // A Solana method on an EVM chain is not an EVM method either.
      await expectRefused('solana_signMessage', {}, 400, { chainId: 31337 })
      // No session, no signature.
      await expectRefused(
        'solana_signMessage',
        { message: base58.encode(new Uint8Array([1])) },
        401,
        { token: 'A'.repeat(43) },
      )
    })
  },
)
