import type { Network } from '@latch/common'
import { showToast, switchNetwork } from '@latch/core'
import { useState } from 'react'
import { useConfig } from '../hooks/useConfig.js'
import { useLatchNetwork } from '../hooks/useLatchNetwork.js'
import { imageUrl } from '../internal/imageUrl.js'
import { format } from '../messages/format.js'
import { useViewMessages } from '../messages/useViewMessages.js'
import { errorText, isUserRejection } from './errorText.js'
import { WalletIcon } from './WalletIcon.js'

type Props = {
  /** The networks to list. @default every configured network */
  networks?: readonly Network[] | undefined
  /** Called after the wallet switched. */
  onSwitched?: (() => void) | undefined
}

/**
 * One button per configured network; the current one is aria-current.
 * While a switch waits for the wallet, that row is busy (its icon pulses)
 * and a polite status says 'Switching to <network>…'.
 */
export function NetworkList({ networks, onSwitched }: Props) {
  const config = useConfig()
  const messages = useViewMessages()
  const { caipNetworkId } = useLatchNetwork()
  const [pending, setPending] = useState<string | undefined>(undefined)

  async function select(network: Network) {
    setPending(network.caipNetworkId)
    try {
      await switchNetwork(config, { network })
      onSwitched?.()
    } catch (error) {
      showToast(config, {
        variant: 'error',
        message: isUserRejection(error)
          ? messages.switchDeclined
          : (errorText(error) ?? messages.networkNotFound),
      })
    } finally {
      setPending(undefined)
    }
  }

  const target = config.networks.find((n) => n.caipNetworkId === pending)
  return (
    <>
      <ul className="l-list">
        {(networks ?? config.networks).map((network) => (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="l-row"
              aria-current={
                network.caipNetworkId === caipNetworkId ? 'true' : undefined
              }
              aria-busy={pending === network.caipNetworkId}
              onClick={() => void select(network)}
            >
              <WalletIcon
                src={imageUrl(config, 'Asset', network.caipNetworkId)}
                name={network.name}
                size={32}
              />
              <span className="l-grow">{network.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <p role="status" className="l-muted l-status">
        {target && format(messages.switchingTo, { name: target.name })}
      </p>
    </>
  )
}
