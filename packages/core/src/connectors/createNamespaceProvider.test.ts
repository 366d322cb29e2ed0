import { describe, expect, it } from 'vitest'
import { NamespaceAdapterMissingError } from '../errors/config.js'
import { createNamespaceProvider } from './createNamespaceProvider.js'

const request = async () => {
  throw new Error('no wallet is asked without an adapter')
}

describe('createNamespaceProvider', () => {
  it('without the namespace’s adapter: NamespaceAdapterMissingError naming the package to add', async () => {
    const solana = await createNamespaceProvider({}, 'solana', request).catch(
      (error: unknown) => error,
    )
    expect(solana).toBeInstanceOf(NamespaceAdapterMissingError)
    expect((solana as NamespaceAdapterMissingError).metaMessages).toEqual([
      "Add solanaAdapter() from '@latch/solana' to createConfig's adapters.",
    ])
    const bitcoin = await createNamespaceProvider(
      { adapters: {} },
      'bip122',
      request,
    ).catch((error: unknown) => error)
    expect((bitcoin as NamespaceAdapterMissingError).metaMessages).toEqual([
      "Add bitcoinAdapter() from '@latch/bitcoin' to createConfig's adapters.",
    ])
  })

  it('an adapter that builds no session provider is the same as none', async () => {
    const adapters = { solana: { namespace: 'solana' as const } }
    await expect(
      createNamespaceProvider({ adapters }, 'solana', request),
    ).rejects.toBeInstanceOf(NamespaceAdapterMissingError)
  })
})
