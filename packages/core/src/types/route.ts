/**
 * The modal's views, as a typed route table: each route names its view and
 * carries exactly the data that view needs.
 * https://latch.dev/docs/core/router
 */
export type Route =
  | { readonly view: 'Connect' }
  | { readonly view: 'AllWallets' }
  | { readonly view: 'ConnectingExternal'; readonly connectorId: string }
  | {
      readonly view: 'ConnectingWalletConnect'
      /** A directory wallet to open with the pairing URI. */
      readonly walletId?: string | undefined
    }
  | { readonly view: 'Account' }
  | { readonly view: 'Networks' }
  | { readonly view: 'UnsupportedChain' }
  | { readonly view: 'RegisterAccountName' }
  | { readonly view: 'RegisterAccountNameSuccess'; readonly name: string }
  | { readonly view: 'Send' }
  | { readonly view: 'SendPreview' }
  | { readonly view: 'Receive' }
  | { readonly view: 'SIWXSignMessage' }

/** Names of every view the router can show. */
export type ViewName = Route['view']

/**
 * Views a host may open directly with `openModal(config, { view })`. Send
 * and Receive need a connected account: without one, Connect opens.
 */
export type OpenableView =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'Networks'
  | 'Send'
  | 'Receive'
