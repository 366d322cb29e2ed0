import { goBack } from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { NetworkList } from '../../modal/NetworkList.js'
import type { RouteProps } from '../../modal/routes.js'

/** "Select network": every configured network; picking one goes back. */
export function NetworksView(_: RouteProps<'Networks'>) {
  const config = useConfig()
  return (
    <div className="l-stack">
      <NetworkList onSwitched={() => goBack(config)} />
    </div>
  )
}
