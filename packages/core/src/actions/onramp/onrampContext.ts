import type { ApiClient } from '../../api/createApiClient.js'
import { getApiContext } from '../../api/getApiContext.js'
import type { Config } from '../../types/config.js'
import { getAccount } from '../getAccount.js'
import { getNetwork } from '../getNetwork.js'

export type OnrampContext = {
  /** Undefined without an `apiUrl`: options and quotes fall back. */
  api: ApiClient | undefined
  /** The active network, CAIP-2, e.g. `eip155:31337`. */
  chainId: string
  /** The connected address the tokens go to. */
  address: string | undefined
}

/** What every on-ramp call needs: the API client, network and address. */
export function onrampContext(config: Config): OnrampContext {
  return {
    api: getApiContext(config).client,
    chainId: getNetwork(config).caipNetworkId,
    address: getAccount(config).address,
  }
}
