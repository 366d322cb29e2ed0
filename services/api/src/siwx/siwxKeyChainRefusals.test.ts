// Refusals of Solana and Bitcoin sign-ins on PGlite and PostgreSQL:
// another key's signature, a tampered message, a replayed nonce, the other
// network's address, unknown chains, bad signature encodings — each a 4xx
// JSON answer, never a 5xx.
import {
  bitcoinAccount,
  signBip322Simple,
  signLegacyMessage,
} from '@latch/devnet/bitcoin-signer'
import { solanaAddress } from '@latch/devnet/solana-signer'
import { base58, base64 } from '@scure/base'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Caip122TestFields } from '../../test/siwx/caip122Message.js'
import { createKeyChainTestClient } from '../../test/siwx/createKeyChainTestClient.js'
import {
  BTC_MAINNET,
  BTC_TESTNET,
  SOLANA_LOCAL,
  signSolana,
} from '../../test/siwx/keyChainSigners.js'
import { dbKinds } from '../../test/testDbs.js'

const btcMain = bitcoinAccount(3, { testnet: false })
const btcTest = bitcoinAccount(3, { testnet: true })

describe.each(dbKinds)('Solana and Bitcoin sign-in refusals on %s', (kind) => {
  let t: Awaited<ReturnType<typeof createKeyChainTestClient>>
  beforeAll(async () => {
    t = await createKeyChainTestClient(kind)
  })
  const expectAnswer = async (res: Response, status: number, code: string) => {
    const body = (await res.json()) as Record<string, unknown>
    expect({ status: res.status, code: body.code }).toEqual({ status, code })
    expect(body.message).toEqual(expect.any(String))
  }

  it('refuses signatures of another key or of another message with 401', async () => {
    const address = solanaAddress(5)
    const text = await t.message({ chainId: SOLANA_LOCAL, address })
    await expectAnswer(
      await t.verify({ message: text, signature: await signSolana(4, text) }),
      401,
      'SIWX_INVALID_SIGNATURE',
    )
    const tampered = text.replace('Sign in to', 'Pay out from')
    await expectAnswer(
      await t.verify({
        message: tampered,
        signature: await signSolana(5, text),
      }),
      401,
      'SIWX_INVALID_SIGNATURE',
    )
    const btc = await t.message({
      chainId: BTC_MAINNET,
      address: btcMain.address,
    })
    const other = bitcoinAccount(4, { testnet: false })
    for (const signature of [
      signBip322Simple(other, btc).signature,
      signLegacyMessage(other, btc).signature,
      signBip322Simple(btcMain, `${btc} `).signature,
      // Well-formed base64 that is no signature at all.
      base64.encode(new Uint8Array(100).fill(7)),
    ])
      await expectAnswer(
        await t.verify({ message: btc, signature }),
        401,
        'SIWX_INVALID_SIGNATURE',
      )
    // The nonce is still unused: the right signature signs in.
    await t.signIn(text, await signSolana(5, text))
  })

  it('refuses a replayed nonce', async () => {
    const address = solanaAddress(5)
    const text = await t.message({ chainId: SOLANA_LOCAL, address })
    const signature = await signSolana(5, text)
    await t.signIn(text, signature)
    await expectAnswer(
      await t.verify({ message: text, signature }),
      400,
      'SIWX_NONCE_INVALID',
    )
  })

  it('refuses addresses of the other network, bad addresses and unknown chains with 400', async () => {
    const refusals: [Omit<Caip122TestFields, 'nonce'>, string][] = [
      [
        { chainId: BTC_MAINNET, address: btcTest.address },
        'SIWX_INVALID_MESSAGE',
      ],
      [
        { chainId: BTC_TESTNET, address: btcMain.address },
        'SIWX_INVALID_MESSAGE',
      ],
      [
        { chainId: BTC_MAINNET, address: `${btcMain.address.slice(0, -1)}q` },
        'SIWX_INVALID_MESSAGE',
      ],
      [
        { chainId: BTC_MAINNET, address: solanaAddress(5) },
        'SIWX_INVALID_MESSAGE',
      ],
      [
        { chainId: SOLANA_LOCAL, address: btcMain.address },
        'SIWX_INVALID_MESSAGE',
      ],
      // 32 base58 characters, but not 32 bytes.
      [
        { chainId: SOLANA_LOCAL, address: 'z'.repeat(44) },
        'SIWX_INVALID_MESSAGE',
      ],
      [
        {
          chainId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
          address: solanaAddress(5),
        },
        'SIWX_UNSUPPORTED_CHAIN',
      ],
      [
        {
          chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
          address: btcTest.address,
        },
        'SIWX_UNSUPPORTED_CHAIN',
      ],
      [
        {
          chainId: SOLANA_LOCAL,
          address: solanaAddress(5),
          domain: 'evil.example',
        },
        'SIWX_DOMAIN_MISMATCH',
      ],
      [
        {
          chainId: SOLANA_LOCAL,
          address: solanaAddress(5),
          uri: 'https://evil.example/',
        },
        'SIWX_URI_MISMATCH',
      ],
      [
        { chainId: SOLANA_LOCAL, address: solanaAddress(5), version: '2' },
        'SIWX_INVALID_MESSAGE',
      ],
      [
        {
          chainId: SOLANA_LOCAL,
          address: solanaAddress(5),
          expirationTime: new Date(Date.now() - 1000),
        },
        'SIWX_EXPIRED',
      ],
      [
        {
          chainId: SOLANA_LOCAL,
          address: solanaAddress(5),
          notBefore: new Date(Date.now() + 3_600_000),
        },
        'SIWX_NOT_YET_VALID',
      ],
    ]
    for (const [fields, code] of refusals) {
      const text = await t.message(fields)
      const signature = fields.chainId.startsWith('solana:')
        ? await signSolana(5, text)
        : base64.encode(new Uint8Array(107).fill(1))
      const res = await t.verify({ message: text, signature })
      expect(res.status, `${code}: ${text}`).toBe(400)
      expect(((await res.json()) as { code: string }).code).toBe(code)
    }
  })

  it('checks signature encodings before verifying: 400, never 500', async () => {
    const solanaText = await t.message({
      chainId: SOLANA_LOCAL,
      address: solanaAddress(5),
    })
    const btcText = await t.message({
      chainId: BTC_MAINNET,
      address: btcMain.address,
    })
    const good = await signSolana(5, solanaText)
    const cases: [string, string][] = [
      [solanaText, `0x${'ab'.repeat(64)}`],
      [solanaText, good.slice(0, -4)],
      [solanaText, `${good}1111`],
      [solanaText, base64.encode(base58.decode(good))],
      [solanaText, 'O'.repeat(88)],
      [btcText, `0x${'ab'.repeat(64)}`],
      [btcText, 'AAAA'],
      [btcText, base64.encode(new Uint8Array(70)).replace(/=+$/, '')],
      [btcText, `${base64.encode(new Uint8Array(66))}=`],
      [btcText, 'A'.repeat(40_000)],
    ]
    for (const [text, signature] of cases) {
      const res = await t.verify({ message: text, signature })
      expect(res.status, signature.slice(0, 60)).toBe(400)
      expect(await res.json()).toEqual({
        code: expect.any(String),
        message: expect.any(String),
      })
    }
  })
})
