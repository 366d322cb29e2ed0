import { devAccounts } from '@latch/devnet'
import type { BitcoinNetwork } from '@latch/devnet/bitcoin-signer'
import { bitcoinAccount } from '@latch/devnet/bitcoin-signer'
import { solanaAddress } from '@latch/devnet/solana-signer'
import { Details } from './Details.js'
import { messages } from './messages.js'
import type { WalletChain } from './readWalletConfig.js'

/** A labelled select of numbered options (an account, a network). */
function Picker({
  label,
  value,
  options,
  disabled,
  onPick,
}: {
  label: string
  value: number
  options: readonly { value: number; label: string }[]
  disabled: boolean
  onPick(value: number): void
}) {
  return (
    <label>
      {label}
      <select
        value={value}
        disabled={disabled}
        onChange={(event) => onPick(Number(event.target.value))}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}

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
        <Picker
          label={messages.accountLabel}
          value={accountIndex}
          options={devAccounts.map((account, index) => ({
            value: index,
            label: messages.accountOption(index, account.address),
          }))}
          disabled={disabled}
          onPick={onAccount}
        />
        <Picker
          label={messages.networkLabel}
          value={chainId}
          options={chains.map((chain) => ({
            value: chain.chainId,
            label: chain.name,
          }))}
          disabled={disabled}
          onPick={onChain}
        />
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
