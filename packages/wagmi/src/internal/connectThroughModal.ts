import { type Config, openModal } from '@latch/core'
import { UserRejectedRequestError } from 'viem'
import { type EvmConnection, getEvmConnection } from './getEvmConnection.js'

/**
 * Opens Latch's modal on its Connect view and settles with the eip155
 * connection the visitor makes in it (injected, WalletConnect or embedded,
 * whichever they pick). Closing the modal without one rejects with viem's
 * UserRejectedRequestError (code 4001), as wagmi's own connectors do.
 */
export function connectThroughModal(config: Config): Promise<EvmConnection> {
  return new Promise((resolve, reject) => {
    let settled = false
    const settle = (connection: EvmConnection | undefined) => {
      if (settled) return
      settled = true
      stop()
      if (connection) resolve(connection)
      else
        reject(
          new UserRejectedRequestError(
            new Error('The Latch modal was closed without a connection.'),
          ),
        )
    }
    const connected = () => {
      const connection = getEvmConnection(config)
      return connection.status === 'connected' ? connection : undefined
    }
    const stop = config.subscribe(
      (state) => state.namespaces.eip155,
      () => {
        const connection = connected()
        if (connection) settle(connection)
      },
    )
    // The promise settles when the modal closes, however it closes.
    void openModal(config, { view: 'Connect' }).then(() => settle(connected()))
  })
}
