// Recovery of a passkey wallet by e-mail (issue #22 item 4) on PGlite, a
// real Alto bundler and the real contracts on anvil: the wallet's
// HybridDeleGator is created with the passkey and a sealed ECDSA recovery
// key; the user attaches an e-mail; on a new device (a new passkey, the
// old one lost) a fresh code from that mailbox and the new passkey's
// registration make the service sign one user operation, `addKey`, read
// back from the contract; the new passkey then signs a transfer that
// lands. Wrong, expired or replayed codes, no attached e-mail and e-mail
// users: refused, nothing moved.
import {
  hybridDeleGatorAbi,
  toHybridDeleGatorAccount,
} from '@latch/common/smart-account'
import {
  type Address,
  createPublicClient,
  type Hex,
  hexToBigInt,
  http,
  parseEther,
  slice,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { testChain } from '../../../test/blockchain/createBlockchainTestApi.js'
import { createEmbeddedTestService } from '../../../test/embedded/createEmbeddedTestService.js'
import { useSmartAccountChain } from '../../../test/embedded/smartAccountChain.js'
import { softPasskey } from '../../../test/embedded/softPasskey.js'
import type { StoredUserOperation } from '../smartAccount/prepareUserOperation.js'

const chain = useSmartAccountChain()

type PasskeyUser = {
  address: Address
  email: string | null
  passkey: { id: string; publicKey: Hex }
  passkeyAccount: {
    owner: Address
    passkey: { id: string; publicKey: Hex }
  }
}

const NEW_DEVICE = 'device-bbbbbbbbbbbbbbbb'
/** The new device, on another network. */
const onNewDevice = { deviceId: NEW_DEVICE, ip: '10.0.0.2' }

describe('recovering a passkey wallet by e-mail (PGlite, Alto, anvil)', () => {
  it('adds a new passkey on chain with a fresh code, then the new passkey sends; every bad recovery moves nothing', async () => {
    const s = await createEmbeddedTestService('pglite', {
      chains: [
        testChain(31337, chain.anvil.url, { bundlerUrl: chain.bundler.url }),
      ],
    })
    const client = createPublicClient({ transport: http(chain.anvil.url) })
    const challenge = async (
      purpose: 'register' | 'recover',
      device?: typeof onNewDevice,
    ) =>
      (
        (await (
          await s.post('/passkey/challenge', { purpose }, device)
        ).json()) as { challenge: string }
      ).challenge
    const json = async (answer: Response) => ({
      status: answer.status,
      body: (await answer.json()) as Record<string, unknown> & {
        error?: { code: string }
      },
    })
    const onChainKey = (account: Address, id: string) =>
      client.readContract({
        address: account,
        abi: hybridDeleGatorAbi,
        functionName: 'getKey',
        args: [id],
      })
    const count = async (table: string) =>
      Number(
        (
          await s.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM ${table}`,
          )
        )[0]?.n,
      )

    // Sign-up: the passkey and the sealed recovery key own the account.
    const lost = softPasskey()
    const signUp = await s.post('/passkey/register', {
      credential: lost.register(await challenge('register')),
    })
    const { token, user } = (await signUp.json()) as {
      token: string
      user: PasskeyUser
    }
    expect(user.passkeyAccount.passkey.id).toBe(lost.id)
    expect(user.passkeyAccount.owner).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [user.address, `0x${parseEther('10').toString(16)}`] as never,
    })
    const email = 'passkey-owner@example.com'

    // Before an e-mail is attached: the same answer, no mail, every code refused.
    const before = s.lastMailId()
    expect(
      (await json(await s.post('/passkey/recover', { email }))).body,
    ).toEqual({ action: 'VERIFY_OTP' })
    expect(s.mail.messages().filter((m) => m.id > before)).toEqual([])
    const fresh = softPasskey()
    const verify = async (otp: string, passkey = fresh) =>
      json(
        await s.post(
          '/passkey/recover/verify',
          {
            email,
            otp,
            chainId: 31337,
            credential: passkey.register(
              await challenge('recover', onNewDevice),
            ),
          },
          onNewDevice,
        ),
      )
    expect((await verify('123456')).body.error?.code).toBe('invalid_otp')

    // Attaching the e-mail: a wrong code refused, the right one attaches.
    let since = s.lastMailId()
    const attach = await json(
      await s.post('/passkey/email', { email }, { token }),
    )
    expect(attach.body).toEqual({ action: 'VERIFY_OTP' })
    const { code: attachCode } = await s.readCode(email, since)
    const wrongAttach = await json(
      await s.post(
        '/passkey/email/verify',
        { otp: attachCode === '000000' ? '000001' : '000000' },
        { token },
      ),
    )
    expect(wrongAttach.body.error?.code).toBe('invalid_otp')
    const attached = await json(
      await s.post('/passkey/email/verify', { otp: attachCode }, { token }),
    )
    expect(attached.status).toBe(200)
    expect((attached.body.user as PasskeyUser).email).toBe(email)

    // An e-mail user: no passkey wallet to attach to or recover.
    const other = await s.login('email-user@example.com')
    const notPasskey = await json(
      await s.post(
        '/passkey/email',
        { email: 'x@example.com' },
        { token: other.token },
      ),
    )
    expect(notPasskey.status).toBe(400)
    since = s.lastMailId()
    expect(
      (
        await json(
          await s.post('/passkey/recover', { email: 'email-user@example.com' }),
        )
      ).body,
    ).toEqual({ action: 'VERIFY_OTP' })
    expect(s.mail.messages().filter((m) => m.id > since)).toEqual([])

    // Recovery from a new device: a wrong code, an expired code: refused.
    since = s.lastMailId()
    expect(
      (await json(await s.post('/passkey/recover', { email }, onNewDevice)))
        .body,
    ).toEqual({ action: 'VERIFY_OTP' })
    const { code: first } = await s.readCode(email, since)
    const wrong = await verify(first === '000000' ? '000001' : '000000')
    expect(wrong.status).toBe(400)
    expect(wrong.body.error?.code).toBe('invalid_otp')
    await s.db.query(
      `UPDATE embedded_codes SET expires_at = now() - interval '1 second'
       WHERE purpose = 'passkey_recover'`,
    )
    const expired = await verify(first)
    expect(expired.body.error?.code).toBe('invalid_otp')
    // Nothing moved: no key, no code on chain, no passkey stored.
    expect(await client.getCode({ address: user.address })).toBeUndefined()
    expect(await count('embedded_passkeys')).toBe(1)
    expect(await count('embedded_passkey_recoveries')).toBe(0)

    // A fresh code and the new passkey: addKey on chain, a session.
    since = s.lastMailId()
    expect(
      (await json(await s.post('/passkey/recover', { email }, onNewDevice)))
        .body,
    ).toEqual({ action: 'VERIFY_OTP' })
    const { code } = await s.readCode(email, since)
    const credential = fresh.register(await challenge('recover', onNewDevice))
    const body = { email, otp: code, chainId: 31337, credential }
    const recovered = await json(
      await s.post('/passkey/recover/verify', body, onNewDevice),
    )
    expect(recovered.status).toBe(200)
    const session = recovered.body as { token: string; user: PasskeyUser }
    expect(session.user.address).toBe(user.address)
    expect(session.user.passkey).toEqual({
      id: fresh.id,
      publicKey: fresh.publicKeyHex,
    })
    expect(await onChainKey(user.address, fresh.id)).toEqual([
      hexToBigInt(slice(fresh.publicKeyHex, 0, 32)),
      hexToBigInt(slice(fresh.publicKeyHex, 32, 64)),
    ])
    expect(await count('embedded_passkey_recoveries')).toBe(1)
    const notice = await s.mail.waitForMail({ to: email, since })
    expect(notice).toBeDefined()
    await expect
      .poll(() =>
        s.mail
          .messages()
          .some((m) => m.id > since && /passkey was added/.test(m.subject)),
      )
      .toBe(true)

    // The same request again: the code is spent, nothing more happens.
    const replay = await json(
      await s.post('/passkey/recover/verify', body, onNewDevice),
    )
    expect(replay.status).toBe(400)
    expect(replay.body.error?.code).toBe('invalid_otp')
    expect(await count('embedded_passkeys')).toBe(2)
    expect(await count('embedded_passkey_recoveries')).toBe(1)

    // The new passkey signs a transfer of the same account: it lands.
    const to = privateKeyToAccount(generatePrivateKey()).address
    const prepared = (await (
      await s.post(
        '/rpc/prepare',
        {
          chainId: 31337,
          method: 'eth_sendTransaction',
          params: [{ to, value: '0x6f05b59d3b20000' }], // 0.5 ETH
        },
        { token: session.token, deviceId: NEW_DEVICE },
      )
    ).json()) as {
      id: string
      userOperation: StoredUserOperation
      passkey: { id: string }
    }
    expect(prepared.passkey.id).toBe(fresh.id)
    const op = prepared.userOperation
    const account = await toHybridDeleGatorAccount({
      client,
      owner: fresh.account(),
      keys: session.user.passkeyAccount,
    })
    expect(account.address).toBe(op.sender)
    const big = (v: Hex) => hexToBigInt(v)
    const signature = await account.signUserOperation({
      chainId: 31337,
      sender: op.sender,
      nonce: big(op.nonce),
      callData: op.callData,
      callGasLimit: big(op.callGasLimit),
      verificationGasLimit: big(op.verificationGasLimit),
      preVerificationGas: big(op.preVerificationGas),
      maxFeePerGas: big(op.maxFeePerGas),
      maxPriorityFeePerGas: big(op.maxPriorityFeePerGas),
      signature: '0x',
    })
    const sent = await json(
      await s.post(
        '/rpc',
        {
          chainId: 31337,
          method: 'eth_sendTransaction',
          prepared: prepared.id,
          signature,
        },
        { token: session.token, deviceId: NEW_DEVICE },
      ),
    )
    expect(sent.status).toBe(200)
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.5'))
  }, 180_000)
})
