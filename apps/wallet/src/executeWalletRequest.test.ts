import { devAccounts, devSolanaAccounts } from '@latch/devnet'
import { bitcoinAccount } from '@latch/devnet/bitcoin-signer'
import { describe, expect, it } from 'vitest'
import { executeWalletRequest } from './executeWalletRequest.js'
import { readWalletConfig } from './readWalletConfig.js'

const config = readWalletConfig({} as ImportMetaEnv)
const run = (chainId: string, method: string, params: unknown, index = 0) =>
  executeWalletRequest({
    method,
    params,
    chainId,
    config,
    accountIndex: index,
    privateKey: devAccounts[index]!.privateKey,
  })

describe('executeWalletRequest', () => {
  it('answers each namespace with that namespace’s key of the account', async () => {
    expect(
      await run(
        'solana:B3a6eJyjz4Nhac9rNdEn8s1tXP2C949m',
        'solana_getAccounts',
        {},
        3,
      ),
    ).toEqual([{ pubkey: devSolanaAccounts[3]!.address }])
    const tb1 = bitcoinAccount(3, { testnet: true }).address
    expect(
      await run(
        'bip122:000000000933ea01ad0ee984209779ba',
        'getAccountAddresses',
        { account: tb1 },
        3,
      ),
    ).toEqual([expect.objectContaining({ address: tb1 })])
    expect(
      await run('eip155:31337', 'wallet_getCapabilities', [
        devAccounts[0]!.address,
      ]),
    ).toBeTypeOf('object')
  })

  it('answers 4902 for a Solana or Bitcoin chain it lacks', async () => {
    for (const chain of ['solana:nowhere', 'bip122:0000', 'bip122:'])
      await expect(run(chain, 'signMessage', {})).rejects.toMatchObject({
        code: 4902,
      })
  })
})
