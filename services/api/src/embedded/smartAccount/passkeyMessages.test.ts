// Issue #22: a passkey user signs messages and typed data as their smart
// account does, on PGlite, a real Alto bundler and the real contracts on
// anvil. The service prepares the request; the passkey (a software
// authenticator here, the browser's in the e2e test) answers the
// message's hash as its WebAuthn challenge; the service encodes that
// assertion as HybridDeleGator's signature, ERC-6492 wrapped while the
// account has no code. viem's verifyMessage / verifyTypedData check it
// against the chain (6492 before the first send, ERC-1271 after), and the
// SIWX route signs the user in with it. Another key, another challenge,
// another origin, or no assertion: 400, nothing returned.
import {
  hybridDeleGatorAbi,
  toHybridDeleGatorAccount,
} from '@latch/common/smart-account'
import { p256 } from '@noble/curves/nist.js'
import {
  type Address,
  createPublicClient,
  type Hex,
  hashMessage,
  hashTypedData,
  hexToBigInt,
  hexToBytes,
  http,
  isErc6492Signature,
  parseEther,
  type TypedDataDefinition,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { testChain } from '../../../test/blockchain/createBlockchainTestApi.js'
import { createEmbeddedTestService } from '../../../test/embedded/createEmbeddedTestService.js'
import { useSmartAccountChain } from '../../../test/embedded/smartAccountChain.js'
import { softPasskey } from '../../../test/embedded/softPasskey.js'
import {
  createSiwxTestApi,
  SIWX_ORIGIN,
  SIWX_PROJECT_ID,
} from '../../../test/siwx/createSiwxTestApi.js'
import { blockchainMigrations } from '../../blockchain/db/blockchainMigrations.js'
import { migrate } from '../../db/migrate.js'
import { createProject } from '../../projects/createProject.js'
import type { StoredUserOperation } from './prepareUserOperation.js'

const chain = useSmartAccountChain()

const b64 = (hex: Hex) => Buffer.from(hexToBytes(hex)).toString('base64url')

const typedData = (account: Address) =>
  ({
    domain: {
      name: 'Ether Mail',
      version: '1',
      chainId: 31337,
      verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
    },
    types: {
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallet', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'contents', type: 'string' },
      ],
    },
    primaryType: 'Mail',
    message: {
      from: { name: 'Passkey user', wallet: account },
      contents: 'Hello from a passkey',
    },
  }) as const satisfies TypedDataDefinition

describe('a passkey user signs messages (ERC-6492, then ERC-1271; SIWX)', () => {
  it('signs personal_sign and typed data verifiable on chain before and after deployment; a bad assertion signs nothing', async () => {
    const s = await createEmbeddedTestService('pglite', {
      chains: [
        testChain(31337, chain.anvil.url, { bundlerUrl: chain.bundler.url }),
      ],
    })
    const passkey = softPasskey()
    const challenge = await s.post('/passkey/challenge', {
      purpose: 'register',
    })
    const signUp = await s.post('/passkey/register', {
      credential: passkey.register(
        ((await challenge.json()) as { challenge: string }).challenge,
      ),
    })
    const { token, user } = (await signUp.json()) as {
      token: string
      user: {
        address: Address
        passkeyAccount: {
          owner: Address
          passkey: { id: string; publicKey: Hex }
        }
      }
    }
    const client = createPublicClient({ transport: http(chain.anvil.url) })
    // The SIWX routes on the same database (their projects added to it)
    // and the same chain.
    await migrate(s.db, { extraMigrations: blockchainMigrations })
    await createProject(s.db, {
      id: SIWX_PROJECT_ID,
      name: 'SIWX test',
      allowedOrigins: [SIWX_ORIGIN],
    })
    const siwx = await createSiwxTestApi({
      kind: 'pglite',
      rpcUrls: [chain.anvil.url, chain.anvil.url],
      db: s.db,
    })
    /** A SIWE sign-in of `address`, signed by the passkey user. */
    const siwxSignIn = async (address: Address = user.address) => {
      const url = (path: string) =>
        `http://localhost${path}?projectId=${SIWX_PROJECT_ID}`
      const { nonce } = (await (
        await siwx.app.request(url('/v1/siwx/nonce'), { method: 'POST' })
      ).json()) as { nonce: string }
      const message = createSiweMessage({
        domain: 'app.example',
        uri: 'https://app.example/',
        address,
        chainId: 31337,
        version: '1',
        nonce,
        issuedAt: new Date(),
      })
      const signed = await signMessage(message)
      expect(signed.status).toBe(200)
      return siwx.app.request(url('/v1/siwx/verify'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SIWX_ORIGIN },
        body: JSON.stringify({ message, signature: signed.body.result }),
      })
    }
    const prepare = async (method: string, params: unknown) => {
      const answer = await s.post(
        '/rpc/prepare',
        { chainId: 31337, method, params },
        { token },
      )
      return {
        status: answer.status,
        body: (await answer.json()) as {
          id: string
          review: Record<string, unknown>
          message?: string
          typedData?: unknown
          userOperation?: StoredUserOperation
          passkey: { id: string; publicKey: Hex }
          error?: { code: string }
        },
      }
    }
    const sign = async (
      method: string,
      id: string,
      credential?: ReturnType<typeof passkey.assert>,
    ) => {
      const answer = await s.post(
        '/rpc',
        {
          chainId: 31337,
          method,
          prepared: id,
          ...(credential && { credential }),
        },
        { token },
      )
      return {
        status: answer.status,
        body: (await answer.json()) as {
          result?: Hex
          error?: { code: string }
        },
      }
    }
    /** What the frame does: prepare, then the passkey answers `hash`. */
    const signMessage = async (
      message: string,
      options: Parameters<typeof passkey.assert>[1] = {},
      hash: Hex = hashMessage(message),
    ) => {
      const prepared = await prepare('personal_sign', [message, user.address])
      expect(prepared.status).toBe(200)
      expect(prepared.body.message).toBe(message)
      expect(prepared.body.passkey.id).toBe(passkey.id)
      return sign(
        'personal_sign',
        prepared.body.id,
        passkey.assert(b64(hash), options),
      )
    }

    // Not deployed: an ERC-6492 signature that verifies against the chain.
    expect(await client.getCode({ address: user.address })).toBeUndefined()
    const text = 'Sign in to Latch with a passkey'
    const signed = await signMessage(text)
    expect(signed.status, JSON.stringify(signed.body)).toBe(200)
    const signature = signed.body.result as Hex
    expect(isErc6492Signature(signature)).toBe(true)
    expect(
      await client.verifyMessage({
        address: user.address,
        message: text,
        signature,
      }),
    ).toBe(true)
    // Of this message only, for this account only.
    expect(
      await client.verifyMessage({
        address: user.address,
        message: `${text}!`,
        signature,
      }),
    ).toBe(false)
    expect(
      await client.verifyMessage({
        address: privateKeyToAccount(generatePrivateKey()).address,
        message: text,
        signature,
      }),
    ).toBe(false)
    // verifyMessage deployed it only inside its call.
    expect(await client.getCode({ address: user.address })).toBeUndefined()

    // Hex (raw bytes, EIP-191 over the bytes).
    const raw = '0x68690a' as const
    const prepared = await prepare('personal_sign', [raw, user.address])
    expect(prepared.body.review).toMatchObject({
      kind: 'message',
      text: 'hi\n',
    })
    const rawSigned = await sign(
      'personal_sign',
      prepared.body.id,
      passkey.assert(b64(hashMessage({ raw }))),
    )
    expect(rawSigned.status).toBe(200)
    expect(
      await client.verifyMessage({
        address: user.address,
        message: { raw },
        signature: rawSigned.body.result as Hex,
      }),
    ).toBe(true)

    // Typed data, as stored (the domain type derived from its fields).
    const data = typedData(user.address)
    const typed = await prepare('eth_signTypedData_v4', [
      user.address,
      JSON.stringify(data),
    ])
    expect(typed.status, JSON.stringify(typed.body)).toBe(200)
    expect(typed.body.review).toMatchObject({
      kind: 'typedData',
      primaryType: 'Mail',
    })
    const typedSigned = await sign(
      'eth_signTypedData_v4',
      typed.body.id,
      passkey.assert(b64(hashTypedData(data))),
    )
    expect(typedSigned.status, JSON.stringify(typedSigned.body)).toBe(200)
    expect(
      await client.verifyTypedData({
        ...data,
        address: user.address,
        signature: typedSigned.body.result as Hex,
      }),
    ).toBe(true)

    // Refused, nothing answered: another key under the passkey's id, the
    // hash of another message, another origin, no assertion at all,
    // another address to sign for. (The high-s twin an authenticator may
    // give is the same signature: accepted.)
    const forged = await signMessage(text, {
      key: p256.utils.randomSecretKey(),
    })
    expect(forged.status).toBe(400)
    expect(forged.body.error?.code).toBe('passkey_invalid')
    const otherHash = await signMessage(text, {}, hashMessage('another'))
    expect(otherHash.body.error?.code).toBe('passkey_invalid')
    const elsewhere = await signMessage(text, {
      origin: 'https://phishing.example',
    })
    expect(elsewhere.body.error?.code).toBe('passkey_invalid')
    const highS = await signMessage(text, { highS: true })
    expect(highS.status).toBe(200)
    const bare = await prepare('personal_sign', [text, user.address])
    // A malformed assertion: 400 before the prepared request is spent.
    const malformed = await sign('personal_sign', bare.body.id, {
      ...passkey.assert(b64(hashMessage(text))),
      signature: '***',
    })
    expect(malformed.status).toBe(400)
    expect(malformed.body.error?.code).toBe('bad_request')
    const none = await sign('personal_sign', bare.body.id)
    expect(none.status).toBe(400)
    expect(none.body.error?.code).toBe('passkey_invalid')
    const stranger = await prepare('personal_sign', [
      text,
      privateKeyToAccount(generatePrivateKey()).address,
    ])
    expect(stranger.status).toBe(400)

    // Typed data in the account's own domain would be a user operation:
    // refused before anything is shown.
    const ownDomain = await prepare('eth_signTypedData_v4', [
      user.address,
      {
        ...data,
        domain: {
          name: 'HybridDeleGator',
          version: '1',
          chainId: 31337,
          verifyingContract: user.address,
        },
      },
    ])
    expect(ownDomain.status).toBe(400)

    // Sessions are still not for a passkey wallet, said clearly.
    const grant = await prepare('wallet_grantPermissions', [{}])
    expect(grant.status).toBe(400)
    expect(grant.body.error?.code).toBe('passkey_unsupported')

    // SIWX signs the passkey user in (ERC-6492: not deployed yet).
    expect((await siwxSignIn()).status).toBe(200)

    // Deployed by its first send: a plain ERC-1271 signature now.
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [user.address, `0x${parseEther('1').toString(16)}`] as never,
    })
    const to = privateKeyToAccount(generatePrivateKey()).address
    const send = await prepare('eth_sendTransaction', [{ to, value: '0x1' }])
    expect(send.status).toBe(200)
    const op = send.body.userOperation as StoredUserOperation
    const account = await toHybridDeleGatorAccount({
      client,
      owner: passkey.account(),
      keys: user.passkeyAccount,
    })
    const big = (v: Hex) => hexToBigInt(v)
    const sent = await s.post(
      '/rpc',
      {
        chainId: 31337,
        method: 'eth_sendTransaction',
        prepared: send.body.id,
        signature: await account.signUserOperation({
          chainId: 31337,
          sender: op.sender,
          nonce: big(op.nonce),
          ...(op.factory
            ? { factory: op.factory, factoryData: op.factoryData }
            : {}),
          callData: op.callData,
          callGasLimit: big(op.callGasLimit),
          verificationGasLimit: big(op.verificationGasLimit),
          preVerificationGas: big(op.preVerificationGas),
          maxFeePerGas: big(op.maxFeePerGas),
          maxPriorityFeePerGas: big(op.maxPriorityFeePerGas),
          signature: '0x',
        }),
      },
      { token },
    )
    expect(sent.status).toBe(200)
    expect(
      (await client.getCode({ address: user.address }))?.length ?? 0,
    ).toBeGreaterThan(2)
    const after = await signMessage(text)
    expect(after.status).toBe(200)
    const plain = after.body.result as Hex
    expect(isErc6492Signature(plain)).toBe(false)
    expect(
      await client.readContract({
        address: user.address,
        abi: hybridDeleGatorAbi,
        functionName: 'isValidSignature',
        args: [hashMessage(text), plain],
      }),
    ).toBe('0x1626ba7e')
    expect(
      await client.verifyMessage({
        address: user.address,
        message: text,
        signature: plain,
      }),
    ).toBe(true)
    const typedAfter = await prepare('eth_signTypedData_v4', [
      user.address,
      data,
    ])
    const typedPlain = await sign(
      'eth_signTypedData_v4',
      typedAfter.body.id,
      passkey.assert(b64(hashTypedData(data))),
    )
    expect(isErc6492Signature(typedPlain.body.result as Hex)).toBe(false)
    expect(
      await client.verifyTypedData({
        ...data,
        address: user.address,
        signature: typedPlain.body.result as Hex,
      }),
    ).toBe(true)
    // SIWX again, now through ERC-1271; another account's claim fails.
    expect((await siwxSignIn()).status).toBe(200)
    const claimed = await siwxSignIn(
      privateKeyToAccount(generatePrivateKey()).address,
    )
    expect(claimed.status).toBe(401)
  }, 180_000)
})
