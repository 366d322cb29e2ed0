import { getNfts } from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchAccount } from '../../hooks/useLatchAccount.js'
import { useLocale } from '../../hooks/useLocale.js'
import { useNfts } from '../../hooks/useNfts.js'
import { useEffectWhenShown } from '../../internal/ViewShownContext.js'
import { format } from '../../messages/format.js'
import { useNftMessages } from '../../messages/useNftMessages.js'
import { useViewMessages } from '../../messages/useViewMessages.js'

// Styled here, not in the modal's stylesheet: this chunk loads only when
// the tab shows, so the grid costs the modal no bytes.
const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill,minmax(96px,1fr))',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const
const card = {
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minWidth: 0,
  padding: 6,
  borderRadius: 12,
  background: 'var(--latch-surface)',
  fontSize: 13,
} as const
const image = {
  width: '100%',
  aspectRatio: '1',
  borderRadius: 8,
  objectFit: 'cover',
  background: 'var(--latch-bg)',
} as const
const line = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const

/**
 * The NFTs tab: a grid of the account's NFTs (image loaded lazily, name,
 * collection, the count when more than one), an empty state, and an error
 * state when they could not be loaded.
 */
export function NftsPanel() {
  const config = useConfig()
  const messages = useViewMessages()
  const nftText = useNftMessages()
  const { locale } = useLocale()
  const { caipAddress } = useLatchAccount()
  const { nfts, loading, unavailable } = useNfts()
  // Loads while the tab shows (again for another account or network); the
  // data layer serves a fresh answer for 30 s.
  useEffectWhenShown(() => {
    if (caipAddress) void getNfts(config)
  }, [config, caipAddress])

  if (unavailable) return <p className="l-muted">{nftText.nftsUnavailable}</p>
  if (nfts.length === 0)
    return (
      <p className="l-muted">{loading ? messages.loading : messages.noNfts}</p>
    )
  return (
    <ul style={grid} aria-busy={loading}>
      {nfts.map((nft) => (
        <li key={`${nft.chainId}:${nft.contract}:${nft.tokenId}`} style={card}>
          {nft.imageUrl ? (
            <img
              src={nft.imageUrl}
              alt={nft.name}
              loading="lazy"
              decoding="async"
              width={96}
              height={96}
              style={image}
            />
          ) : (
            <span style={image} />
          )}
          <span style={{ ...line, fontWeight: 600 }}>{nft.name}</span>
          {nft.collection.name && (
            <span className="l-muted" style={line}>
              {nft.collection.name}
            </span>
          )}
          {nft.amount !== '1' && (
            <span className="l-muted">
              {format(nftText.nftOwned, {
                // A count: whole, grouped as the locale writes numbers.
                amount: new Intl.NumberFormat(locale).format(
                  BigInt(nft.amount),
                ),
              })}
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}
