import { formatBalance, formatNumber } from '@latch/common'
import { useLocale } from '../../hooks/useLocale.js'
import { useTokenBalances } from '../../hooks/useTokenBalances.js'
import { format } from '../../messages/format.js'
import { useMessages } from '../../messages/useMessages.js'
import { WalletIcon } from '../../modal/WalletIcon.js'
import { NftsPanel } from './NftsPanel.js'

/**
 * The Tokens tab: each balance with its amount and USD value. `pending`:
 * the view has not started loading them yet (it shows as loading). With
 * `nfts`, the NFTs tab instead (it shares this chunk).
 */
export function TokensPanel({
  pending = false,
  nfts = false,
}: {
  pending?: boolean
  nfts?: boolean
}) {
  const messages = useMessages()
  const { locale } = useLocale()
  const state = useTokenBalances()
  if (nfts) return <NftsPanel />
  const { balances, unavailable } = state
  const loading = state.loading || pending
  if (unavailable)
    return <p className="l-muted">{messages.tokenBalanceUnavailable}</p>
  if (balances.length === 0)
    return (
      <p className="l-muted">
        {loading ? messages.loading : messages.noTokens}
      </p>
    )
  return (
    <ul className="l-list" aria-busy={loading}>
      {balances.map((b) => (
        <li key={`${b.chainId}:${b.address ?? 'native'}`} className="l-item">
          <WalletIcon src={b.iconUrl ?? undefined} name={b.symbol} size={32} />
          <span className="l-grow">{b.name}</span>
          <span className="l-item-end">
            <span>
              {format(messages.tokenValue, {
                amount: formatBalance(b.quantity.numeric, locale),
                symbol: b.symbol,
              })}
            </span>
            {typeof b.value === 'number' && (
              <span className="l-muted">
                <br />
                {format(messages.usdValue, {
                  amount: formatNumber(b.value, locale),
                })}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  )
}
