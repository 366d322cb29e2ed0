import type { BitcoinReviewText } from '@latch/bitcoin/transactions'
import {
  type EvmReviewText,
  evmReviewText,
  formatBaseUnits,
} from '@latch/common/describe'
import type { ReviewDecodedCall } from '@latch/common/embedded-protocol'
import {
  type SolanaInstructionDescription,
  type SolanaReviewText,
  solanaReviewText,
} from '@latch/solana/transactions'

/** Words of the request dialogs that more than one namespace uses. */
const shared = {
  params: 'Parameters',
  none: 'none',
  balanceChanges: 'Simulated changes',
  invisible: (count: number) =>
    `This request contains ${count} invisible or text-direction ${count === 1 ? 'character' : 'characters'} (shown as ⟨U+…⟩): the text may read differently from what is signed.`,
}

const requestTitles = {
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
}

/** The request dialog's title of `method`. */
const title = (method: string) =>
  (requestTitles as Record<string, string>)[method] ?? requestTitles.unsupported

/** `5 LDT`, or the raw number and the contract when the token says nothing. */
const tokenAmount = (
  amount: string,
  symbol: string | undefined,
  token: string,
) => (symbol ? `${amount} ${symbol}` : `${amount} base units of token ${token}`)

const unlimitedAmount = (symbol: string | undefined, token: string) =>
  symbol ? `unlimited ${symbol}` : `unlimited amounts of token ${token}`

/**
 * A token call in a sentence (ERC-20 transfers, approvals, permits;
 * ERC-721 and ERC-1155 transfers and operator grants); `amount` is worded.
 */
function describeAction(call: ReviewDecodedCall, amount = ''): string {
  const { token, from = '', to = '', spender = '', operator = '' } = call
  switch (call.kind) {
    case 'transfer':
      return `Transfer ${amount} to ${to}`
    case 'approve':
      return call.standard === 'erc721'
        ? `Approve ${spender} to spend #${call.tokenId}`
        : `Approve ${spender} to spend ${amount}`
    case 'increaseAllowance':
      return `Increase the allowance of ${spender} by ${amount}`
    case 'permit':
      return `Submit a permit: ${spender} may spend ${amount} of ${call.owner} (deadline ${call.deadline})`
    case 'setApprovalForAll':
      return call.approved
        ? `Allow ${operator} to move all your tokens of collection ${token}`
        : `Revoke ${operator}'s right to move your tokens of collection ${token}`
  }
  if (call.standard === 'erc20')
    return `Transfer ${amount} from ${from} to ${to}`
  if (call.standard === 'erc721')
    return `Transfer token #${call.tokenId} of collection ${token} from ${from} to ${to}`
  const items = (call.ids ?? [])
    .map((id, i) => `#${id} × ${call.amounts?.[i] ?? '0'}`)
    .join(', ')
  return `Transfer ${items} of collection ${token} from ${from} to ${to}`
}

/**
 * SOL and SPL transfers and the receiver's token account in a sentence
 * (accounts, owners, amounts); other instructions by program and kind.
 */
function describeInstruction({
  kind,
  fields: f,
  destinationOwner,
}: SolanaInstructionDescription): string | undefined {
  const receiver = destinationOwner ? ` (owner ${destinationOwner})` : ''
  switch (kind) {
    case 'TransferSol':
      return `Transfer ${formatBaseUnits(f.amount, 9)} SOL to ${f.destination}`
    case 'TransferChecked':
      return `Transfer ${formatBaseUnits(f.amount, Number(f.decimals))} of token ${f.mint} from token account ${f.source} (owner ${f.authority}) to token account ${f.destination}${receiver}`
    case 'Transfer':
      return `Transfer ${f.amount} base units (token not named: unchecked transfer) from token account ${f.source} (owner ${f.authority}) to token account ${f.destination}${receiver}`
    case 'CreateAssociatedToken':
    case 'CreateAssociatedTokenIdempotent':
      return `Creates the receiver's token account ${f.ata} (owner ${f.owner}, token ${f.mint})`
  }
  return undefined
}

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
  farcasterHeading: 'Sign in with Farcaster',
  farcasterHint:
    'Paste the Farcaster sign-in link an app shows (https://farcaster.xyz/~/sign-in-with-farcaster?channelToken=…): the selected account signs in with the fid the devnet registered for it.',
  farcasterLabel: 'Farcaster sign-in link',
  farcasterButton: 'Approve sign-in',
  farcasterSigning: 'Signing in…',
  farcasterApproved: (domain: string, fid: number) =>
    `Signed in to ${domain} as fid ${fid}`,
  farcasterNoFid: 'This account owns no Farcaster id on this network.',
  farcasterFailed: (reason: string) => `Sign-in failed: ${reason}`,
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
  requestTitles,
  namespaceLabel: 'Namespace',
  namespacesLabel: 'Namespaces',
  namespaceNames: {
    eip155: 'EVM (eip155)',
    solana: 'Solana (solana)',
    bip122: 'Bitcoin (bip122)',
  } as Record<string, string>,
  solanaAddressLabel: 'Solana address',
  bitcoinAddressLabel: (network: string) => `${network} address`,
  requestFrom: (name: string) => `Requested by ${name}`,
  methodLabel: 'Method',
  chainLabel: 'Network',
  targetChainLabel: 'Switch to',
  paramsLabel: shared.params,
  waitingForReview: 'Approve is enabled once the simulation and fee are in.',
  warningsLabel: 'Warnings',
  warningInvisible: shared.invisible,
  // What a request signs, as the describers lay it out (wordEvmReview,
  // wordSolanaReview, wordBitcoinReview).
  evm: {
    ...evmReviewText,
    title,
    typedField: (path: string, type: string) => `${path} (${type})`,
    actionOf: describeAction,
    unlimited: unlimitedAmount,
    tokenAmount,
    dataValue: (data: string | undefined) => data ?? shared.none,
    maxNetworkFee: 'Max network fee',
    balanceChanges: shared.balanceChanges,
    balanceChange: (negative: boolean, amount: string) =>
      `${negative ? '−' : '+'}${amount}`,
    warnings: {
      ...evmReviewText.warnings,
      unlimitedApproval: ({ call, operator, spender, symbol, token }) =>
        call === undefined
          ? `Unlimited permit: ${spender} can spend all of this token from your account, now and later.`
          : operator
            ? `${spender} can move every token of collection ${token} you own.`
            : `Unlimited approval: ${spender} can spend all your ${symbol ?? token}, now and later.`,
      simulationReverted: ({ call, reason = '' }, batch) =>
        batch
          ? `The simulation fails at call ${call}: it would revert (${reason}).`
          : `The simulation fails: this transaction would revert (${reason}).`,
      ignoredFields: ({ count }) =>
        `${count} ${count === 1 ? 'field' : 'fields'} of this message ${count === 1 ? 'is' : 'are'} not part of its type: not signed, not shown.`,
      invisibleCharacters: ({ count }) => shared.invisible(count),
      typedDataRefused: ({ reason, detail }) =>
        reason === 'domain'
          ? 'This asks to sign the EIP712Domain itself, which no app needs: the wallet refuses to sign it.'
          : reason === 'unreadable'
            ? 'Cannot be read as EIP-712 typed data: the wallet refuses to sign it.'
            : `The wallet refuses to sign this typed data: ${detail}`,
    },
  } satisfies EvmReviewText,
  // The Solana describer's English words, but for these.
  solana: {
    ...solanaReviewText,
    title,
    instructionCount: (count: number) =>
      count === 1 ? '1 instruction' : `${count} instructions`,
    instructionSentence: describeInstruction,
    balanceChanges: shared.balanceChanges,
    invisibleCharacters: shared.invisible,
  } satisfies SolanaReviewText,
  bitcoin: {
    title,
    account: 'Account',
    message: 'Message',
    signatureType: 'Signature type',
    bip322Simple: 'BIP-322 (simple)',
    legacyEcdsa: 'Legacy (BIP-137, ECDSA)',
    inputs: 'Inputs',
    outputs: 'Outputs',
    psbtInput: (index: number, amount: string) => `#${index}: ${amount} BTC`,
    psbtOutput: (to: string, amount: string) => `${amount} BTC to ${to}`,
    unknownScript: 'a non-standard script',
    fee: 'Fee',
    btcAmount: (amount: string) => `${amount} BTC`,
    signInputs: 'Inputs to sign',
    broadcast: 'Broadcast after signing',
    yes: 'yes',
    no: 'no',
    recipient: 'To',
    amount: 'Amount',
    memo: 'Memo',
    params: shared.params,
    none: shared.none,
    unreadable: (reason: string) => `Cannot be read: ${reason}`,
    invisibleCharacters: shared.invisible,
  } satisfies BitcoinReviewText,
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
