import { getContractAddress } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEMO_TOKEN_ADDRESS } from './constants.js'
import { DEV_MNEMONIC, devAccounts } from './devAccounts.js'

describe('devAccounts', () => {
  it('are the first ten accounts of the test mnemonic', () => {
    expect(devAccounts).toHaveLength(10)
    devAccounts.forEach((account, addressIndex) => {
      const derived = mnemonicToAccount(DEV_MNEMONIC, { addressIndex })
      expect(derived.address).toBe(account.address)
      expect(privateKeyToAccount(account.privateKey).address).toBe(
        account.address,
      )
    })
  })

  it('account 0 deploys the demo token at DEMO_TOKEN_ADDRESS', () => {
    const from = devAccounts[0]!.address
    expect(getContractAddress({ from, nonce: 0n })).toBe(DEMO_TOKEN_ADDRESS)
  })
})
