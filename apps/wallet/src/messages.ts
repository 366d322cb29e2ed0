/** Every user-visible string of the Latch Wallet app. */
export const messages = {
  title: 'Latch Wallet',
  intro:
    'A reference WalletConnect wallet for the local devnet. Keys are public test keys: never use them for real funds.',
  description: 'Reference WalletConnect wallet for the Latch devnet',
  walletHeading: 'Wallet',
  accountLabel: 'Account',
  accountOption: (index: number, address: string) =>
    `Account ${index} (${shortAddress(address)})`,
  networkLabel: 'Network',
  addressLabel: 'Address',
  pairHeading: 'Connect to an app',
  pairHint:
    'Paste the WalletConnect link the app shows (it starts with wc:), or open this wallet with ?uri=wc:…',
  uriLabel: 'WalletConnect URI',
  pairButton: 'Connect',
  pairing: 'Connecting…',
  pairWaiting: 'Waiting for the app’s connection request…',
  pairInvalid: 'That is not a WalletConnect link (it should start with wc:).',
  proposalTitle: 'Connection request',
  proposalFrom: (name: string) => `${name} wants to connect`,
  appUrlLabel: 'Website',
  appIconAlt: (name: string) => `${name} icon`,
  requiredChainsLabel: 'Required networks',
  optionalChainsLabel: 'Optional networks',
  methodsLabel: 'Methods',
  eventsLabel: 'Events',
  verifyValid: (host: string) => `✓ Verified domain: ${host}`,
  verifyInvalidTitle: '⚠ Domain mismatch',
  verifyInvalid: (claimed: string, actual: string) =>
    `This app says it is ${claimed || 'unknown'}, but the request came from ${actual}. It may be impersonating that app.`,
  verifyUnknown: (host: string) =>
    `? Cannot verify the domain of ${host || 'this app'}. Approve only if you trust it.`,
  verifyScamTitle: '⛔ Known scam domain',
  verifyScam: (host: string) =>
    `${host} is on the list of scam domains. Approving may let it steal your funds.`,
  verifyScamConfirm: 'I understand the risks and want to continue',
  approve: 'Approve',
  reject: 'Reject',
  none: 'none',
  approved: (name: string) => `Connected to ${name}.`,
  authTitle: 'Sign-in request',
  authFrom: (name: string) => `${name} wants to connect and sign in`,
  authExplain:
    'Approve connects this wallet and signs the message below in one step.',
  authAccountLabel: 'Account',
  authNetworksLabel: 'Networks',
  authMessageLabel: (chain: string) => `Message to sign on ${chain}`,
  authNoChains: (chains: string) =>
    `This wallet has none of the requested networks (${chains}).`,
  authNoMethods: 'This wallet supports none of the requested methods.',
  authMethodsLabel: 'Allows',
  authApproved: (name: string) => `Connected to ${name} and signed in.`,
  rejected: (name: string) => `Rejected ${name}.`,
  requestTitles: {
    personal_sign: 'Sign message',
    eth_signTypedData_v4: 'Sign typed data',
    eth_sendTransaction: 'Send transaction',
    wallet_switchEthereumChain: 'Switch network',
    wallet_sendCalls: 'Send calls',
    solana_signMessage: 'Sign message',
    solana_signTransaction: 'Sign transaction',
    solana_signAllTransactions: 'Sign transactions',
    solana_signAndSendTransaction: 'Send transaction',
    signMessage: 'Sign message',
    signPsbt: 'Sign PSBT',
    sendTransfer: 'Send bitcoin',
    unsupported: 'Unsupported request',
  },
  namespaceLabel: 'Namespace',
  namespacesLabel: 'Namespaces',
  namespaceNames: {
    eip155: 'EVM (eip155)',
    solana: 'Solana (solana)',
    bip122: 'Bitcoin (bip122)',
  } as Record<string, string>,
  signerLabel: 'Account',
  feePayerLabel: 'Fee payer',
  instructionsLabel: 'Instructions',
  instructionCount: (count: number) =>
    count === 1 ? '1 instruction' : `${count} instructions`,
  solTransfer: (amount: string, to: string) =>
    `Transfer ${amount} SOL to ${to}`,
  splTransferChecked: (t: {
    amount: string
    mint: string
    source: string
    owner: string
    destination: string
    receiver: string | undefined
  }) =>
    `Transfer ${t.amount} of token ${t.mint} from token account ${t.source} (owner ${t.owner}) to token account ${t.destination}${t.receiver ? ` (owner ${t.receiver})` : ''}`,
  splTransfer: (t: {
    units: string
    source: string
    owner: string
    destination: string
    receiver: string | undefined
  }) =>
    `Transfer ${t.units} base units (token not named: unchecked transfer) from token account ${t.source} (owner ${t.owner}) to token account ${t.destination}${t.receiver ? ` (owner ${t.receiver})` : ''}`,
  createsTokenAccount: (account: string, owner: string, mint: string) =>
    `Creates the receiver's token account ${account} (owner ${owner}, token ${mint})`,
  transactionLabel: (index: number) => `Transaction ${index}`,
  unreadable: (reason: string) => `Cannot be read: ${reason}`,
  commitmentLabel: 'Preflight commitment',
  signatureTypeLabel: 'Signature type',
  bip322Simple: 'BIP-322 (simple)',
  legacyEcdsa: 'Legacy (BIP-137, ECDSA)',
  inputsLabel: 'Inputs',
  outputsLabel: 'Outputs',
  signInputsLabel: 'Inputs to sign',
  psbtInput: (index: number, amount: string) => `#${index}: ${amount} BTC`,
  psbtOutput: (to: string, amount: string) => `${amount} BTC to ${to}`,
  unknownScript: 'a non-standard script',
  feeLabel: 'Fee',
  btcAmount: (amount: string) => `${amount} BTC`,
  broadcastLabel: 'Broadcast after signing',
  yes: 'yes',
  no: 'no',
  amountLabel: 'Amount',
  recipientLabel: 'To',
  memoLabel: 'Memo',
  solanaAddressLabel: 'Solana address',
  bitcoinAddressLabel: (network: string) => `${network} address`,
  requestFrom: (name: string) => `Requested by ${name}`,
  methodLabel: 'Method',
  chainLabel: 'Network',
  messageLabel: 'Message',
  typedDataLabel: 'Typed data',
  toLabel: 'To',
  valueLabel: 'Value',
  dataLabel: 'Data',
  targetChainLabel: 'Switch to',
  paramsLabel: 'Parameters',
  callLabel: 'Call',
  actionLabel: 'Action',
  currency: 'ETH',
  maxFeeLabel: 'Max network fee',
  maxFee: (amount: string) => `${amount} ETH`,
  estimating: 'Estimating…',
  feeUnavailable: (reason: string) => `Cannot be estimated: ${reason}`,
  simulationLabel: 'Simulated changes',
  simulating: 'Simulating…',
  simulationUnavailable: 'Simulation unavailable',
  noChanges: 'No balance changes',
  simulationReverts: (reason: string) =>
    `The simulation fails: this transaction would revert (${reason}).`,
  simulationCallReverts: (index: number, reason: string) =>
    `The simulation fails at call ${index}: it would revert (${reason}).`,
  waitingForReview: 'Approve is enabled once the simulation and fee are in.',
  warningsLabel: 'Warnings',
  tokenAmount: (amount: string, symbol: string | undefined, token: string) =>
    symbol ? `${amount} ${symbol}` : `${amount} base units of token ${token}`,
  unlimitedAmount: (symbol: string | undefined, token: string) =>
    symbol ? `unlimited ${symbol}` : `unlimited amounts of token ${token}`,
  actionTransfer: (amount: string, to: string) => `Transfer ${amount} to ${to}`,
  actionTransferFrom: (amount: string, from: string, to: string) =>
    `Transfer ${amount} from ${from} to ${to}`,
  actionApprove: (amount: string, spender: string) =>
    `Approve ${spender} to spend ${amount}`,
  actionIncreaseAllowance: (amount: string, spender: string) =>
    `Increase the allowance of ${spender} by ${amount}`,
  actionPermit: (t: {
    amount: string
    owner: string
    spender: string
    deadline: string
  }) =>
    `Submit a permit: ${t.spender} may spend ${t.amount} of ${t.owner} (deadline ${t.deadline})`,
  actionApprovalForAll: (operator: string, collection: string) =>
    `Allow ${operator} to move all your tokens of collection ${collection}`,
  actionRevokeForAll: (operator: string, collection: string) =>
    `Revoke ${operator}'s right to move your tokens of collection ${collection}`,
  actionNftTransfer: (t: {
    id: string
    collection: string
    from: string
    to: string
  }) =>
    `Transfer token #${t.id} of collection ${t.collection} from ${t.from} to ${t.to}`,
  actionMultiTransfer: (t: {
    items: string
    collection: string
    from: string
    to: string
  }) =>
    `Transfer ${t.items} of collection ${t.collection} from ${t.from} to ${t.to}`,
  multiItem: (id: string, amount: string) => `#${id} × ${amount}`,
  warningUnlimited: (spender: string, what: string) =>
    `Unlimited approval: ${spender} can spend all your ${what}, now and later.`,
  warningOperator: (operator: string, collection: string) =>
    `${operator} can move every token of collection ${collection} you own.`,
  warningInvisible: (count: number) =>
    `This request contains ${count} invisible or text-direction ${count === 1 ? 'character' : 'characters'} (shown as ⟨U+…⟩): the text may read differently from what is signed.`,
  typedDomainLabel: 'Domain',
  typedTypeLabel: 'Type',
  typedField: (name: string, type: string) => `${name} (${type})`,
  typedUnreadable: 'Cannot be read as EIP-712 typed data',
  warningTypedDomain:
    'This asks to sign the EIP712Domain itself, which no app needs: the wallet refuses to sign it.',
  warningPermitUnlimited: (spender: string) =>
    `Unlimited permit: ${spender} can spend all of this token from your account, now and later.`,
  requestDone: (title: string) => `${title}: done.`,
  requestRejected: (title: string) => `${title}: rejected.`,
  requestFailed: (title: string, reason: string) =>
    `${title} failed: ${reason}`,
  sessionsHeading: 'Sessions',
  noSessions: 'No connected apps.',
  sessionAccounts: 'Accounts',
  sessionChains: 'Networks',
  sessionExpiry: 'Expires',
  disconnect: (name: string) => `Disconnect ${name}`,
  disconnected: (name: string) => `Disconnected ${name}.`,
  peerDisconnected: (name: string) => `${name} disconnected.`,
  unknownChain: (id: string) => `Chain ${id}`,
  unknownApp: 'Unknown app',
  relayLabel: 'Relay',
  starting: 'Starting the wallet…',
  startFailed: (reason: string) => `The wallet could not start: ${reason}`,
  errorPrefix: 'Error:',
} as const

function shortAddress(address: string) {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}
