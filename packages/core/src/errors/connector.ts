import { BaseError } from '@latch/common'

export type ConnectorNotFoundErrorType = ConnectorNotFoundError & {
  name: 'ConnectorNotFoundError'
}
/** No connector has the requested id. */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError'
  constructor(connectorId?: string) {
    super('Connector not found.', {
      ...(connectorId
        ? { details: `No connector with id "${connectorId}".` }
        : {}),
      docsPath: '/core/connectors',
    })
  }
}

export type ConnectorNotConnectedErrorType = ConnectorNotConnectedError & {
  name: 'ConnectorNotConnectedError'
}
/** An action needs a connected wallet and there is none. */
export class ConnectorNotConnectedError extends BaseError {
  override name = 'ConnectorNotConnectedError'
  constructor() {
    super('No wallet is connected.', {
      docsPath: '/core/actions/connect',
    })
  }
}

export type ConnectorAccountNotFoundErrorType =
  ConnectorAccountNotFoundError & { name: 'ConnectorAccountNotFoundError' }
/** The wallet connected but exposed no account. */
export class ConnectorAccountNotFoundError extends BaseError {
  override name = 'ConnectorAccountNotFoundError'
  constructor() {
    super('The wallet returned no account.', {
      docsPath: '/core/actions/connect',
    })
  }
}

export type ProviderNotFoundErrorType = ProviderNotFoundError & {
  name: 'ProviderNotFoundError'
}
/** The connector's wallet provider is gone (extension removed or disabled). */
export class ProviderNotFoundError extends BaseError {
  override name = 'ProviderNotFoundError'
  constructor() {
    super('Wallet provider not found.', {
      docsPath: '/core/connectors/injected',
    })
  }
}

export type NetworkNotConfiguredErrorType = NetworkNotConfiguredError & {
  name: 'NetworkNotConfiguredError'
}
/** The requested network is not in the config's `networks`. */
export class NetworkNotConfiguredError extends BaseError {
  override name = 'NetworkNotConfiguredError'
  constructor(network: string | number) {
    super('Network not found', {
      details: `Network "${network}" is not in the config's networks.`,
      docsPath: '/core/createConfig#networks',
    })
  }
}

export type SwitchAccountNotFoundErrorType = SwitchAccountNotFoundError & {
  name: 'SwitchAccountNotFoundError'
}
/** `switchAccount` named an address the wallet did not expose. */
export class SwitchAccountNotFoundError extends BaseError {
  override name = 'SwitchAccountNotFoundError'
  constructor(address: string) {
    super('The wallet did not expose this account.', {
      details: `No connected account is ${address}.`,
      docsPath: '/core/actions/switchAccount',
    })
  }
}
