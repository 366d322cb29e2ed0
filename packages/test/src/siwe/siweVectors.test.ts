import {
  createSiwxVerifier,
  parseSiwxMessage,
  siwxErrorStatus,
  verifySiwxMessage,
} from '@latch/api'
import { formatSiwxText } from '@latch/common'
import type { SIWXMessageData } from '@latch/core'
import { formatSiwxMessage, SiwxInvalidMessageError } from '@latch/core'
import { type StartAnvilReturnType, startAnvil } from '@latch/devnet/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  loadSiweVectors,
  type SiweVectorFields,
  type SiweVerificationVector,
} from './loadSiweVectors.js'

// Every vector of the reference SIWE implementation (spruceid/siwe,
// test/*.json; fixtures/siwe/README.md) against latch-api's parser and
// verifier and the toolkit's formatter. Each ends as the reference says.

const vectors = loadSiweVectors()

/** The vector's fields as the toolkit's message data (CAIP-2 chain id). */
const toData = (fields: SiweVectorFields) =>
  ({
    ...(fields.scheme ? { scheme: fields.scheme } : {}),
    domain: fields.domain,
    accountAddress: fields.address,
    statement: fields.statement,
    uri: fields.uri,
    version: fields.version,
    chainId:
      fields.chainId === undefined ? undefined : `eip155:${fields.chainId}`,
    nonce: fields.nonce,
    issuedAt: fields.issuedAt,
    expirationTime: fields.expirationTime,
    notBefore: fields.notBefore,
    requestId: fields.requestId,
    resources: fields.resources,
  }) as SIWXMessageData

/** The text the reference signs for a verification vector, unchecked. */
const textOf = (fields: SiweVectorFields) =>
  formatSiwxText({
    domain: fields.domain ?? '',
    chain: 'Ethereum',
    address: fields.address ?? '',
    statement: fields.statement,
    uri: fields.uri ?? '',
    version: fields.version ?? '',
    chainId: String(fields.chainId),
    nonce: fields.nonce ?? '',
    issuedAt: fields.issuedAt ?? '',
    expirationTime: fields.expirationTime,
    notBefore: fields.notBefore,
    requestId: fields.requestId,
    resources: fields.resources,
  })

describe('reference SIWE parsing vectors', () => {
  it.each(Object.entries(vectors.parsingPositive))(
    'positive: %s — latch-api reads the listed fields, the formatter writes the text back',
    (_, { message, fields }) => {
      const parsed = parseSiwxMessage(message)
      expect({
        scheme: parsed.scheme ?? null,
        domain: parsed.domain,
        address: parsed.address,
        statement: parsed.statement,
        uri: parsed.uri,
        version: parsed.version,
        chainId: parsed.chainId,
        nonce: parsed.nonce,
        issuedAt: parsed.issuedAt.getTime(),
        resources: parsed.resources,
      }).toEqual({
        scheme: fields.scheme ?? null,
        domain: fields.domain,
        address: fields.address,
        statement: fields.statement,
        uri: fields.uri,
        version: fields.version,
        chainId: `eip155:${fields.chainId}`,
        nonce: fields.nonce,
        issuedAt: Date.parse(fields.issuedAt ?? ''),
        resources: fields.resources,
      })
      expect(formatSiwxMessage(toData(fields))).toBe(message)
    },
  )

  it.each(Object.entries(vectors.parsingNegative))(
    'negative: %s — latch-api refuses the text',
    (_, message) => {
      expect(() => parseSiwxMessage(message)).toThrow(
        expect.objectContaining({ code: 'SIWX_INVALID_MESSAGE' }),
      )
    },
  )

  it.each(Object.entries(vectors.parsingNegativeObjects))(
    'negative object: %s — the formatter refuses the fields',
    (_, fields) => {
      expect(() => formatSiwxMessage(toData(fields))).toThrow(
        SiwxInvalidMessageError,
      )
    },
  )

  it.each(Object.entries(vectors.eip1271))(
    'EIP-1271 message %s parses and formats back (its mainnet signature is not checked offline)',
    (_, { message }) => {
      const parsed = parseSiwxMessage(message)
      expect(
        formatSiwxMessage({
          domain: parsed.domain,
          accountAddress: parsed.address,
          statement: parsed.statement,
          uri: parsed.uri,
          version: parsed.version,
          chainId: parsed.chainId as `eip155:${string}`,
          nonce: parsed.nonce,
          issuedAt: message.match(/Issued At: (.+)/)?.[1] ?? '',
        }),
      ).toBe(message)
    },
  )
})

describe('reference SIWE verification vectors', () => {
  // Chain 1 on anvil: EOA signatures are recovered locally; a signature
  // that recovers to someone else is then asked of the chain as a
  // contract signature (EIP-1271 / EIP-6492), as on mainnet.
  let anvil: StartAnvilReturnType
  let verifier: ReturnType<typeof createSiwxVerifier>
  beforeAll(async () => {
    anvil = await startAnvil({ port: 0, chainId: 1 })
    verifier = createSiwxVerifier({
      chains: [{ chainId: 1, rpcUrls: [anvil.url] }],
    })
  }, 60_000)
  afterAll(async () => {
    await anvil?.stop()
  })

  const verify = (vector: SiweVerificationVector) =>
    verifySiwxMessage({
      verifier,
      message: textOf(vector),
      signature: vector.signature,
      domain: vector.domainBinding,
      nonce: vector.matchNonce,
      time: vector.time === undefined ? undefined : Date.parse(vector.time),
    })

  it.each(Object.entries(vectors.verificationPositive))(
    'positive: %s — verified',
    async (_, vector) => {
      const fields = await verify(vector)
      expect(fields.address).toBe(vector.address)
      // The toolkit's formatter writes the very text that was signed.
      expect(formatSiwxMessage(toData(vector))).toBe(textOf(vector))
    },
  )

  // Why latch-api refuses each: a 4xx of its own, never a node that could
  // not be asked (503).
  const refusals: Record<string, string> = {
    'expired message': 'SIWX_EXPIRED',
    'domain binding': 'SIWX_DOMAIN_MISMATCH',
    'custom time': 'SIWX_EXPIRED',
    'custom nonce': 'SIWX_NONCE_INVALID',
    'malformed signature': 'BAD_REQUEST',
    'wrong signature': 'SIWX_INVALID_SIGNATURE',
    'not yet valid': 'SIWX_NOT_YET_VALID',
    'invalid issuedAt': 'SIWX_INVALID_MESSAGE',
    'invalid notBefore': 'SIWX_INVALID_MESSAGE',
    'invalid expirationTime': 'SIWX_INVALID_MESSAGE',
  }

  it.each(Object.entries(vectors.verificationNegative))(
    'negative: %s — refused',
    async (name, vector) => {
      const error = await verify(vector).then(
        () => undefined,
        (caught: unknown) => caught as { status: number; code: string },
      )
      expect(error?.code).toBe(refusals[name])
      expect(error?.status).toBe(
        siwxErrorStatus[error?.code as keyof typeof siwxErrorStatus] ?? 400,
      )
    },
  )
})
