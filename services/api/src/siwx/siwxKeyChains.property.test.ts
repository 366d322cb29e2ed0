// Properties of POST /v1/siwx/verify for Solana and Bitcoin messages
// (fast-check), on PGlite and PostgreSQL: any mutation of a signed
// CAIP-122 message and any signature string answer JSON 4xx — never a
// 5xx — and only the untouched message with its own signature signs in.
import { bitcoinAccount, signBip322Simple } from '@latch/devnet/bitcoin-signer'
import { solanaAddress } from '@latch/devnet/solana-signer'
import { base58, base64 } from '@scure/base'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { createKeyChainTestClient } from '../../test/siwx/createKeyChainTestClient.js'
import {
  BTC_TESTNET,
  SOLANA_LOCAL,
  signSolana,
} from '../../test/siwx/keyChainSigners.js'
import { dbKinds } from '../../test/testDbs.js'

const btc = bitcoinAccount(6, { testnet: true })

describe.each(dbKinds)(
  'Solana and Bitcoin verify on %s (properties)',
  (kind) => {
    let t: Awaited<ReturnType<typeof createKeyChainTestClient>>
    beforeAll(async () => {
      t = await createKeyChainTestClient(kind)
    })

    const cases = [
      {
        name: 'Solana',
        fields: { chainId: SOLANA_LOCAL, address: solanaAddress(9) },
        sign: (text: string) => signSolana(9, text),
      },
      {
        name: 'Bitcoin',
        fields: { chainId: BTC_TESTNET, address: btc.address },
        sign: async (text: string) => signBip322Simple(btc, text).signature,
      },
    ] as const

    it.each(cases)(
      '$name: any message or signature → JSON 4xx unless untouched',
      async ({ fields, sign }) => {
        const probe = await t.message(fields)
        const signature = await sign(probe)
        const lines = probe.split('\n')
        const message = fc.oneof(
          fc.constant(probe),
          fc
            .tuple(
              fc.nat({ max: lines.length - 1 }),
              fc.string({ maxLength: 60 }),
            )
            .map(([i, text]) =>
              lines.map((l, j) => (i === j ? text : l)).join('\n'),
            ),
          fc
            .tuple(
              fc.nat({ max: probe.length }),
              fc.string({ minLength: 1, maxLength: 4 }),
            )
            .map(([i, text]) => probe.slice(0, i) + text + probe.slice(i)),
          fc.string({ maxLength: 200 }),
        )
        const signatureArb = fc.oneof(
          fc.constant(signature),
          fc.uint8Array({ maxLength: 120 }).map((b) => base58.encode(b)),
          fc.uint8Array({ maxLength: 200 }).map((b) => base64.encode(b)),
          fc
            .tuple(
              fc.nat({ max: signature.length - 1 }),
              fc.string({ maxLength: 3 }),
            )
            .map(
              ([i, s]) => signature.slice(0, i) + s + signature.slice(i + 1),
            ),
          fc.string({ maxLength: 200 }),
        )
        let signedIn = 0
        await fc.assert(
          fc.asyncProperty(message, signatureArb, async (text, sig) => {
            const res = await t.verify({ message: text, signature: sig })
            const body = (await res.json()) as Record<string, unknown>
            if (res.status === 200) {
              expect(text === probe && sig === signature).toBe(true)
              signedIn++
              return
            }
            expect(res.status).toBeGreaterThanOrEqual(400)
            expect(res.status).toBeLessThan(500)
            expect(body).toEqual({
              code: expect.any(String),
              message: expect.any(String),
            })
          }),
          { numRuns: 150 },
        )
        // Its nonce signs in at most once.
        expect(signedIn).toBeLessThanOrEqual(1)
      },
    )
  },
)
