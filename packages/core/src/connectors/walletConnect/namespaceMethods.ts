import type { ChainNamespace } from '@latch/common'

/**
 * Methods and events proposed per chain namespace (SPEC §6). eip155 is what
 * the connector routes today; solana and bip122 are proposed so a wallet
 * can approve them, ready for their connectors.
 */
export const namespaceMethods: {
  readonly [K in ChainNamespace]?: {
    readonly methods: readonly string[]
    readonly events: readonly string[]
  }
} = {
  eip155: {
    methods: [
      'personal_sign',
      'eth_sign',
      'eth_signTypedData',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'eth_signTransaction',
      'eth_sendRawTransaction',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_getPermissions',
      'wallet_requestPermissions',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_getCapabilities',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'wallet_getAssets',
    ],
    events: ['chainChanged', 'accountsChanged'],
  },
  solana: {
    methods: [
      'solana_signMessage',
      'solana_signTransaction',
      'solana_requestAccounts',
      'solana_getAccounts',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
    ],
    events: [],
  },
  bip122: {
    methods: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
    events: ['bip122_addressesChanged'],
  },
}
