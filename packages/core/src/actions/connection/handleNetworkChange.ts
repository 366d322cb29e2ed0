import type { CaipNetworkId } from '@latch/common'
import type { Config } from '../../types/config.js'
import { closeModal } from '../closeModal.js'
import { openModal } from '../openModal.js'

/**
 * Reacts to the wallet landing on a network: a network the app does not
 * support opens UnsupportedChain (unless allowed); getting back to a
 * supported one while that view shows closes it.
 */
export function handleNetworkChange(
  config: Config,
  caipNetworkId: CaipNetworkId,
) {
  const supported = config.networks.some(
    (n) => n.caipNetworkId === caipNetworkId,
  )
  const { modal, router } = config.state
  const showing = router.history.some((r) => r.view === 'UnsupportedChain')
  if (!supported && !config.options.allowUnsupportedChain) {
    if (!(modal.open && showing))
      void openModal(config, { view: 'UnsupportedChain' })
    return
  }
  if (supported && modal.open && showing) closeModal(config)
}
