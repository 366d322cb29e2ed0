import { describe, expect, it } from 'vitest'
import { readPeerWallet } from './readPeerWallet.js'

describe('readPeerWallet', () => {
  it('takes the name and the first http(s) icon of the peer metadata', () => {
    expect(
      readPeerWallet({
        name: ' Latch Wallet ',
        icons: ['', 'javascript:alert(1)', 'https://w.example/icon.svg'],
      }),
    ).toEqual({ name: 'Latch Wallet', icon: 'https://w.example/icon.svg' })
  })

  it('keeps a wallet without a usable icon, by name only', () => {
    expect(
      readPeerWallet({ name: 'Plain', icons: ['data:image/png;base64,AA'] }),
    ).toEqual({ name: 'Plain' })
    expect(readPeerWallet({ name: 'Plain', icons: 'nope' })).toEqual({
      name: 'Plain',
    })
  })

  it('names nobody for missing or blank names and junk metadata', () => {
    for (const metadata of [
      undefined,
      null,
      'Latch',
      {},
      { name: '   ' },
      { name: 7, icons: ['https://w.example/i.png'] },
    ])
      expect(readPeerWallet(metadata)).toBeUndefined()
  })

  it('cuts a long name to 64 characters', () => {
    expect(readPeerWallet({ name: 'x'.repeat(500) })?.name).toHaveLength(64)
  })
})
