import { createWalletFixture } from '@latch/test'
import { SiweMessage } from 'siwe'
import { describe, expect, it } from 'vitest'
import { createSiwxMessage } from './createSiwxMessage.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { SiwxInvalidMessageError } from './messageErrors.js'
import type { SIWXMessageData } from './types.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const base: SIWXMessageData = {
  chainId: 'eip155:31337',
  accountAddress: ADDRESS,
  domain: 'app.example:5173',
  uri: 'https://app.example:5173/',
  version: '1',
  nonce: 'abcDEF123456',
  issuedAt: '2026-11-24T06:00:00.000Z',
}

describe('formatSiwxMessage', () => {
  it('writes EIP-4361 that the siwe package parses field by field', () => {
    const data: SIWXMessageData = {
      ...base,
      statement: 'Sign in to the demo.',
      expirationTime: '2026-11-25T06:00:00.000Z',
      notBefore: '2026-11-24T05:59:00.000Z',
      requestId: 'req-1',
      resources: ['https://app.example/terms', 'ipfs://bafy'],
    }
    const parsed = new SiweMessage(formatSiwxMessage(data))
    expect(parsed).toMatchObject({
      domain: data.domain,
      address: ADDRESS,
      statement: data.statement,
      uri: data.uri,
      version: '1',
      chainId: 31337,
      nonce: data.nonce,
      issuedAt: data.issuedAt,
      expirationTime: data.expirationTime,
      notBefore: data.notBefore,
      requestId: data.requestId,
      resources: data.resources,
    })
    // And siwe writes the very same text back.
    expect(parsed.prepareMessage()).toBe(formatSiwxMessage(data))
  })

  it('writes the message without a statement or optional fields', () => {
    const text = formatSiwxMessage(base)
    expect(text).toMatchInlineSnapshot(`
      "app.example:5173 wants you to sign in with your Ethereum account:
      0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266


      URI: https://app.example:5173/
      Version: 1
      Chain ID: 31337
      Nonce: abcDEF123456
      Issued At: 2026-11-24T06:00:00.000Z"
    `)
    const parsed = new SiweMessage(text)
    expect(parsed.statement).toBeUndefined()
    expect(parsed.prepareMessage()).toBe(text)
  })

  it('writes CAIP-122 for other namespaces with their chain name and reference', () => {
    const text = formatSiwxMessage({
      ...base,
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    })
    expect(text.split('\n').slice(0, 2)).toEqual([
      'app.example:5173 wants you to sign in with your Solana account:',
      '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    ])
    expect(text).toContain('Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  it('is signed by the dev wallet and verified by the siwe package', async () => {
    const { wallet } = createWalletFixture()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const message = createSiwxMessage(
      { chainId: 'eip155:31337', accountAddress: ADDRESS },
      'nonce12345678',
      { domain: 'app.example', uri: 'https://app.example/', statement: 'Hi' },
    )
    const text = String(message)
    const hex = `0x${Buffer.from(text).toString('hex')}`
    const signature = (await wallet.provider.request({
      method: 'personal_sign',
      params: [hex, ADDRESS],
    })) as string
    const result = await new SiweMessage(text).verify({
      signature,
      domain: 'app.example',
      nonce: 'nonce12345678',
    })
    expect(result.success).toBe(true)
    const tampered = text.replace('Hi', 'Ho')
    await expect(
      new SiweMessage(tampered).verify({ signature }),
    ).rejects.toMatchObject({ success: false })
  })

  it.each([
    // A line break in the statement would add fields of its own.
    ['statement', { statement: 'Hi\nURI: https://evil.example/' }],
    ['statement', { statement: 'Hi\r' }],
    ['statement', { statement: 'Hi\u2028there' }],
    ['domain', { domain: 'evil.example wants you\nx' }],
    ['domain', { domain: '#app' }],
    ['uri', { uri: 'https://app.example/\nNonce: 12345678' }],
    ['uri', { uri: ':not_a_uri' }],
    ['nonce', { nonce: 'short' }],
    ['nonce', { nonce: 'abcdEFGH\nIssued At: 2020-01-01T00:00:00Z' }],
    ['issuedAt', { issuedAt: '2026-02-31T00:00:00Z' }],
    ['expirationTime', { expirationTime: '2026-11-24T24:00:00Z' }],
    ['notBefore', { notBefore: 'tomorrow' }],
    ['requestId', { requestId: 'a b' }],
    ['resources', { resources: ['https://ok.example', 'x\n- https://evil'] }],
    ['address', { accountAddress: ADDRESS.toLowerCase() }],
    ['version', { version: '2' }],
  ] as const)(
    'refuses a bad %s before anything is signed: %j',
    (field, bad) => {
      let caught: unknown
      try {
        formatSiwxMessage({ ...base, ...bad })
      } catch (error) {
        caught = error
      }
      expect(caught).toBeInstanceOf(SiwxInvalidMessageError)
      expect((caught as SiwxInvalidMessageError).field).toBe(field)
    },
  )

  it('refuses through the message a sign-in would sign', () => {
    const message = createSiwxMessage(
      { chainId: 'eip155:31337', accountAddress: ADDRESS },
      'nonce12345678',
      { domain: 'app.example', statement: 'Hi\nResources:\n- https://x' },
    )
    expect(() => String(message)).toThrow(SiwxInvalidMessageError)
  })

  it('writes an optional scheme before the domain', () => {
    const text = formatSiwxMessage({ ...base, scheme: 'https' })
    expect(text.split('\n')[0]).toBe(
      'https://app.example:5173 wants you to sign in with your Ethereum account:',
    )
    expect(new SiweMessage(text).scheme).toBe('https')
  })
})
