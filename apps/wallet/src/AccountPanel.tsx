import { devAccounts } from '@latch/devnet'
import type { BitcoinNetwork } from '@latch/devnet/bitcoin-signer'
import { bitcoinAccount } from '@latch/devnet/bitcoin-signer'
import { solanaAddress } from '@latch/devnet/solana-signer'
import { Details } from './Details.js'
import { messages } from './messages.js'
import type { WalletChain } from './readWalletConfig.js'

/** Account and network pickers; changes reach every session as events. */
export function AccountPanel({
  accountIndex,
  chainId,
  chains,
  bitcoin = [],
  disabled,
  onAccount,
  onChain,
}: {
  accountIndex: number
  chainId: number
  chains: readonly WalletChain[]
  /** Bitcoin networks whose address is shown. @default none */
  bitcoin?: readonly BitcoinNetwork[]
  disabled: boolean
  onAccount(index: number): void
  onChain(chainId: number): void
}) {
  const address = devAccounts[accountIndex]?.address ?? ''
  return (
    <section aria-labelledby="wallet-heading">
      <h2 id="wallet-heading">{messages.walletHeading}</h2>
      <div className="row">
        <label>
          {messages.accountLabel}
          <select
            value={accountIndex}
            disabled={disabled}
            onChange={(event) => onAccount(Number(event.target.value))}
          >
            {devAccounts.map((account, index) => (
              <option key={account.address} value={index}>
                {messages.accountOption(index, account.address)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {messages.networkLabel}
          <select
            value={chainId}
            disabled={disabled}
            onChange={(event) => onChain(Number(event.target.value))}
          >
            {chains.map((chain) => (
              <option key={chain.chainId} value={chain.chainId}>
                {chain.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <Details
        items={[
          { label: messages.addressLabel, value: address },
          {
            label: messages.solanaAddressLabel,
            value: solanaAddress(accountIndex),
          },
          ...bitcoin.map((network) => ({
            label: messages.bitcoinAddressLabel(network.name),
            value: bitcoinAccount(accountIndex, network).address,
          })),
        ]}
      />
    </section>
  )
}
