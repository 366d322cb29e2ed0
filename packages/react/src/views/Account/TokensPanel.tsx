import { formatNumber } from '@latch/common'
import { useConfig } from '../../hooks/useConfig.js'
import { useLocale } from '../../hooks/useLocale.js'
import { useTokenBalances } from '../../hooks/useTokenBalances.js'
import { formatTokenValue } from '../../internal/formatTokenValue.js'
import { imageUrl } from '../../internal/imageUrl.js'
import { format } from '../../messages/format.js'
import { useViewMessages } from '../../messages/useViewMessages.js'
import { WalletIcon } from '../../modal/WalletIcon.js'
import { FundWallet } from './FundWallet.js'
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
  const config = useConfig()
  const messages = useViewMessages()
  const { locale } = useLocale()
  const state = useTokenBalances()
  if (nfts) return <NftsPanel />
  const { balances, unavailable } = state
  const loading = state.loading || pending
  if (unavailable)
    return <p className="l-muted">{messages.tokenBalanceUnavailable}</p>
  // Nothing held (no token, or only zero balances): how to get some.
  const empty = balances.every((b) => Number(b.quantity.numeric) === 0)
  if (balances.length === 0)
    return loading ? (
      <p className="l-muted">{messages.loading}</p>
    ) : (
      <FundWallet />
    )
  return (
    <>
      {empty && !loading && <FundWallet />}
      <ul className="l-list" aria-busy={loading}>
        {balances.map((b) => (
          <li key={`${b.chainId}:${b.address ?? 'native'}`} className="l-item">
            <WalletIcon
              src={
                b.iconUrl ?? imageUrl(config, 'Token', b.symbol.toLowerCase())
              }
              name={b.symbol}
              size={32}
            />
            <span className="l-grow">{b.name}</span>
            <span className="l-item-end">
              <span>
                {formatTokenValue(
                  b.quantity.numeric,
                  b.symbol,
                  locale,
                  messages.tokenValue,
                )}
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
    </>
  )
}
