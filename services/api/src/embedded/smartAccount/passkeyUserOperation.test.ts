// Issue #22 item 4: a passkey user's transactions through the service's
// prepared /rpc, a real Alto bundler and the real contracts on chain.anvil. The
// service prepares the user operation and hands its bytes out; the
// passkey (a software authenticator here, the browser's in the e2e test)
// signs it; the service submits the stored operation with that signature.
// Without a signature, or with another key's, nothing moves.
import type { EvmTransactionReview } from '@latch/common/embedded-protocol'
import { toHybridDeleGatorAccount } from '@latch/common/smart-account'
import { p256 } from '@noble/curves/nist.js'
import {
  type Address,
  createPublicClient,
  type Hex,
  hexToBigInt,
  http,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { testChain } from '../../../test/blockchain/createBlockchainTestApi.js'
import { createEmbeddedTestService } from '../../../test/embedded/createEmbeddedTestService.js'
import { useSmartAccountChain } from '../../../test/embedded/smartAccountChain.js'
import { softPasskey } from '../../../test/embedded/softPasskey.js'
import type { StoredUserOperation } from './prepareUserOperation.js'

const chain = useSmartAccountChain()

describe('a passkey user’s smart account (prepared /rpc, Alto, anvil)', () => {
  it('sends only with the passkey’s signature of the prepared bytes; no signature or another key’s moves nothing', async () => {
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
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [user.address, `0x${parseEther('10').toString(16)}`] as never,
    })
    const to = privateKeyToAccount(generatePrivateKey()).address
    const prepare = async (
      method = 'eth_sendTransaction',
      params: unknown = [
        { to, value: '0x6f05b59d3b20000' }, // 0.5 ETH
      ],
    ) => {
      const answer = await s.post(
        '/rpc/prepare',
        { chainId: 31337, method, params },
        { token },
      )
      return {
        status: answer.status,
        body: (await answer.json()) as {
          id: string
          review: EvmTransactionReview
          userOperation: StoredUserOperation
          passkey: { id: string; publicKey: Hex }
          error?: { code: string }
        },
      }
    }
    const send = async (id: string, signature?: Hex) => {
      const answer = await s.post(
        '/rpc',
        {
          chainId: 31337,
          method: 'eth_sendTransaction',
          prepared: id,
          ...(signature && { signature }),
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
    const signWith = async (
      op: StoredUserOperation,
      owner: ReturnType<typeof passkey.account>,
    ) => {
      const account = await toHybridDeleGatorAccount({
        client,
        owner,
        keys: user.passkeyAccount,
      })
      expect(account.address).toBe(op.sender)
      const big = (v: Hex) => hexToBigInt(v)
      return account.signUserOperation({
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
      })
    }

    // The bytes and their review: the account, deployed by this operation.
    const first = await prepare()
    expect(first.status).toBe(200)
    expect(first.body.passkey).toEqual({
      id: passkey.id,
      publicKey: passkey.publicKeyHex,
    })
    expect(first.body.userOperation.sender).toBe(user.address)
    expect(first.body.userOperation.factory).toBeDefined()
    expect(first.body.review.smartAccount).toMatchObject({
      address: user.address,
      deploys: true,
    })
    // No signature: refused (the service holds no key to sign with).
    expect((await send(first.body.id)).status).toBe(400)
    // Another key under the same credential id: the bundler's validation
    // refuses it on chain.
    const forged = await prepare()
    const wrong = await send(
      forged.body.id,
      await signWith(
        forged.body.userOperation,
        passkey.account(p256.utils.randomSecretKey()),
      ),
    )
    expect(wrong.status).toBe(400)
    expect(await client.getBalance({ address: to })).toBe(0n)
    expect(await client.getCode({ address: user.address })).toBeUndefined()

    // The passkey's signature of the prepared bytes: sent, deployed.
    const good = await prepare()
    const sent = await send(
      good.body.id,
      await signWith(good.body.userOperation, passkey.account()),
    )
    expect(sent.status).toBe(200)
    expect(sent.body.result).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.5'))
    expect(
      (await client.getCode({ address: user.address }))?.length ?? 0,
    ).toBeGreaterThan(2)

    // Messages: prepared for the frame's passkey to sign, the bytes handed
    // out (passkeyMessages.test.ts signs and verifies them on chain).
    const message = await prepare('personal_sign', ['0x68690a', user.address])
    expect(message.status).toBe(200)
    expect(message.body).toMatchObject({
      message: '0x68690a',
      passkey: { id: passkey.id },
    })
    // Sessions: not yet for a passkey wallet, said clearly.
    const grant = await prepare('wallet_grantPermissions', [{}])
    expect(grant.status).toBe(400)
    expect(grant.body.error?.code).toBe('passkey_unsupported')
  }, 120_000)
})
