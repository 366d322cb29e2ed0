import { truncateAddress } from '@latch/common'
import { useConfig } from '../hooks/useConfig.js'
import { useProfile } from '../hooks/useProfile.js'
import { imageUrl } from '../internal/imageUrl.js'
import { WalletIcon } from '../modal/WalletIcon.js'

/**
 * The account's avatar in the AccountButton (decorative: the name or
 * address is written next to it): the identity's, else the one latch-api
 * draws from the address; its initial without either or when it fails.
 *
 * @public through buttonExtras.ts (a dynamic import knip does not follow)
 */
export function AccountAvatar({ address }: { address: string }) {
  const config = useConfig()
  const { name, avatar } = useProfile()
  return (
    <WalletIcon
      src={avatar ?? imageUrl(config, 'Avatar', address)}
      name={name ?? truncateAddress(address)}
      size={20}
    />
  )
}
