import { devnet, solana } from '@latch/common'
import { describe, expect, it } from 'vitest'
import { buildNamespaces } from './buildNamespaces.js'
import { formatWalletLink } from './formatWalletLink.js'
import { isPairingExpired } from './isPairingExpired.js'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=def'
const encoded = encodeURIComponent(uri)

describe('formatWalletLink', () => {
  it('builds universal links and deep links like wallets expect', () => {
    expect(formatWalletLink('https://w.example', uri)).toBe(
      `https://w.example/wc?uri=${encoded}`,
    )
    expect(formatWalletLink('https://w.example/app/', uri)).toBe(
      `https://w.example/app/wc?uri=${encoded}`,
    )
    expect(formatWalletLink('wallet://', uri)).toBe(
      `wallet://wc?uri=${encoded}`,
    )
    expect(formatWalletLink('wallet:', uri)).toBe(`wallet://wc?uri=${encoded}`)
    expect(formatWalletLink('wallet://app', uri)).toBe(
      `wallet://app/wc?uri=${encoded}`,
    )
  })
})

describe('isPairingExpired', () => {
  it('is expired when missing or under 10 s remain (SPEC §5)', () => {
    expect(isPairingExpired(undefined, 0)).toBe(true)
    expect(isPairingExpired(9_999, 0)).toBe(true)
    expect(isPairingExpired(10_000, 0)).toBe(false)
    expect(isPairingExpired(240_000, 0)).toBe(false)
  })
})

describe('buildNamespaces', () => {
  it('proposes every configured network by namespace', () => {
    const namespaces = buildNamespaces([devnet, solana])
    expect(namespaces.eip155?.chains).toEqual(['eip155:31337'])
    expect(namespaces.eip155?.methods).toEqual(
      expect.arrayContaining([
        'personal_sign',
        'eth_sendTransaction',
        'eth_signTypedData_v4',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
      ]),
    )
    expect(namespaces.eip155?.events).toEqual([
      'chainChanged',
      'accountsChanged',
    ])
    expect(namespaces.solana?.chains).toEqual([solana.caipNetworkId])
  })
})
