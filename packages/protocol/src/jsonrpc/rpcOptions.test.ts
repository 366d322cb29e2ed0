import { PAIRING_RPC_OPTS } from '@walletconnect/core'
import { ENGINE_RPC_OPTS } from '@walletconnect/sign-client'
import { expect, test } from 'vitest'
import { rpcOptions } from './rpcOptions.js'

test('same tags, ttls and prompts as the official SDK', () => {
  const sdk = { ...ENGINE_RPC_OPTS, ...PAIRING_RPC_OPTS } as unknown as Record<
    string,
    Record<string, { tag: number; ttl: number; prompt: boolean }>
  >
  expect(Object.keys(rpcOptions).sort()).toEqual(Object.keys(sdk).sort())
  for (const [method, options] of Object.entries(rpcOptions)) {
    for (const [kind, value] of Object.entries(options)) {
      const theirs = sdk[method]?.[kind]
      expect(theirs, `${method}.${kind}`).toBeDefined()
      expect(value.tag).toBe(theirs?.tag)
      expect(value.ttl).toBe(theirs?.ttl)
      if ('prompt' in value) expect(value.prompt).toBe(theirs?.prompt)
    }
    expect(Object.keys(options).sort()).toEqual(
      Object.keys(sdk[method] ?? {}).sort(),
    )
  }
})
