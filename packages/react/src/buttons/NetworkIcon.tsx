import { useConfig } from '../hooks/useConfig.js'
import { imageUrl } from '../internal/imageUrl.js'
import { WalletIcon } from '../modal/WalletIcon.js'

type Props = {
  /** The network's CAIP-2 id. */
  id: string
  name: string
  /** Names the icon (the AccountButton, where the name is not written). */
  labelled?: boolean | undefined
}

/**
 * A network's icon in a host-page button, from the API server; its
 * initial without one or when it fails. Decorative unless `labelled`.
 *
 * @public through buttonExtras.ts (a dynamic import knip does not follow)
 */
export function NetworkIcon({ id, name, labelled }: Props) {
  const config = useConfig()
  return (
    <WalletIcon
      src={imageUrl(config, 'Asset', id)}
      name={name}
      label={labelled ? name : undefined}
      size={20}
    />
  )
}
