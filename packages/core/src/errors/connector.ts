import { defineError } from '@latch/common'

export type ConnectorNotFoundErrorType = ConnectorNotFoundError
/** No connector has the requested id. */
export class ConnectorNotFoundError extends defineError(
  'ConnectorNotFoundError',
  (connectorId?: string) => ({
    shortMessage: 'Connector not found.',
    details: connectorId ? `No connector with id "${connectorId}".` : undefined,
    docsPath: '/core/connectors',
  }),
) {}

export type ConnectorNotConnectedErrorType = ConnectorNotConnectedError
/** An action needs a connected wallet and there is none. */
export class ConnectorNotConnectedError extends defineError(
  'ConnectorNotConnectedError',
  {
    shortMessage: 'No wallet is connected.',
    docsPath: '/core/actions/connect',
  },
) {}

export type ConnectorAccountNotFoundErrorType = ConnectorAccountNotFoundError
/** The wallet connected but exposed no account. */
export class ConnectorAccountNotFoundError extends defineError(
  'ConnectorAccountNotFoundError',
  {
    shortMessage: 'The wallet returned no account.',
    docsPath: '/core/actions/connect',
  },
) {}

export type ProviderNotFoundErrorType = ProviderNotFoundError
/** The connector's wallet provider is gone (extension removed or disabled). */
export class ProviderNotFoundError extends defineError(
  'ProviderNotFoundError',
  {
    shortMessage: 'Wallet provider not found.',
    docsPath: '/core/connectors/injected',
  },
) {}

export type NetworkNotConfiguredErrorType = NetworkNotConfiguredError
/** The requested network is not in the config's `networks`. */
export class NetworkNotConfiguredError extends defineError(
  'NetworkNotConfiguredError',
  (network: string | number) => ({
    shortMessage: 'Network not found',
    details: `Network "${network}" is not in the config's networks.`,
    docsPath: '/core/createConfig#networks',
  }),
) {}

export type SwitchAccountNotFoundErrorType = SwitchAccountNotFoundError
/** `switchAccount` named an address the wallet did not expose. */
export class SwitchAccountNotFoundError extends defineError(
  'SwitchAccountNotFoundError',
  (address: string) => ({
    shortMessage: 'The wallet did not expose this account.',
    details: `No connected account is ${address}.`,
    docsPath: '/core/actions/switchAccount',
  }),
) {}
