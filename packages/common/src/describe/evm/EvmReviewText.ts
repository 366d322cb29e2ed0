import type {
  ReviewDecodedCall,
  ReviewWarning,
} from '../../embeddedProtocol/review.js'

/**
 * The words of an EVM approval screen: each screen's message catalogue
 * provides them (the reference wallet's `messages`, the frame's
 * `frameText`, the dev wallet's `devWalletText`), `wordEvmReview` lays
 * them out.
 */
export type EvmReviewText = {
  /** The screen's title; `count`: the calls of a transaction request. */
  title(method: string, count: number): string
  message: string
  domain: string
  primaryType: string
  /** The label of a typed-data field: its path (`to.wallet`) and type. */
  typedField(path: string, type: string): string
  /** Prefix of each call's lines in a batch. */
  call(index: number): string
  to: string
  newContract: string
  value: string
  action: string
  /** A decoded token call in words; `amount` already worded. */
  actionOf(call: ReviewDecodedCall, amount: string | undefined): string
  token: string
  owner: string
  from: string
  spender: string
  operator: string
  tokenId: string
  amount: string
  deadline: string
  /** A decoded swap router call: its action, what it takes, the least it pays, to whom. */
  swap: string
  youPay: string
  minimumReceived: string
  recipient: string
  /**
   * A deadline (unix seconds, as decoded) in words, e.g. with its date;
   * when absent, the seconds as they are.
   */
  timestamp?(seconds: string): string
  /** An approval of everything the owner holds of `token`. */
  unlimited(symbol: string | undefined, token: string): string
  /** `amount` formatted with the token's decimals and `symbol`, or base units (no symbol). */
  tokenAmount(amount: string, symbol: string | undefined, token: string): string
  nativeAmount(amount: string, symbol: string): string
  data: string
  /** The calldata (hex) and its size. */
  dataValue(data: string | undefined, bytes: number): string
  gasLimit: string
  maxFeePerGas: string
  maxPriorityFeePerGas: string
  gasPrice: string
  gwei(amount: string): string
  nonce: string
  maxNetworkFee: string
  usd(usd: number): string
  estimating: string
  feeUnavailable(reason: string): string
  balanceChanges: string
  simulating: string
  simulationUnavailable: string
  noBalanceChanges: string
  /** One simulated change: `amount` already worded (native or token). */
  balanceChange(negative: boolean, amount: string): string
  /** The label of the smart account a request runs from. */
  smartAccount: string
  /** The smart account when this request creates it first. */
  accountCreated(address: string): string
  /** The network fee when a paymaster pays it (`name`: the sponsor's, may be empty). */
  sponsoredFee(name: string): string
  /** A session grant: the app's key, the end, each limit. */
  sessionKey: string
  expires: string
  spendingLimit: string
  /** A recurring allowance: `amount` worded, each `seconds`. */
  everyPeriod(amount: string, seconds: number): string
  /** Contracts (and functions) a session may call. */
  allowedCalls: string
  warnings: {
    [kind in ReviewWarning['kind']]: (
      warning: Extract<ReviewWarning, { kind: kind }>,
      /** Whether the request is a batch of calls. */
      batch: boolean,
    ) => string
  }
}

/** Titles of the EVM methods an approval screen shows. */
const titles: Record<string, string> = {
  personal_sign: 'Sign a message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send a transaction',
  wallet_sendCalls: 'Send a batch of calls',
  wallet_grantPermissions: 'Grant a session',
  wallet_requestExecutionPermissions: 'Grant a session',
  wallet_revokePermissions: 'Revoke a session',
}

/** A decoded token call's action. */
const actions: Record<string, string> = {
  transfer: 'Transfer tokens',
  transferFrom: 'Transfer tokens from an account',
  safeTransferFrom: 'Transfer tokens from an account',
  safeBatchTransferFrom: 'Transfer several tokens',
  approve: 'Allow spending',
  increaseAllowance: 'Allow more spending',
  permit: 'Sign a spending permit',
  setApprovalForAll: 'Allow moving all tokens',
}

/**
 * The EVM screen's words in English (the embedded frame's, which the
 * reference wallet and the dev wallet override in part): a catalogue for
 * `wordEvmReview`.
 */
export const evmReviewText: EvmReviewText = {
  title: (method) => titles[method] ?? `Run ${method}`,
  message: 'Message',
  domain: 'Domain',
  primaryType: 'Type',
  typedField: (path) => path,
  call: (index) => `Call ${index}`,
  to: 'To',
  newContract: 'New contract',
  value: 'Value',
  action: 'Action',
  actionOf: (call) =>
    call.kind === 'setApprovalForAll' && !call.approved
      ? 'Revoke permission to move all tokens'
      : (actions[call.kind] ?? call.kind),
  token: 'Token',
  owner: 'Owner',
  from: 'From',
  spender: 'Spender',
  operator: 'Operator',
  tokenId: 'Token ID',
  amount: 'Amount',
  deadline: 'Deadline',
  swap: 'Swap tokens',
  youPay: 'You pay',
  minimumReceived: 'Minimum received',
  recipient: 'Recipient',
  unlimited: () => 'Unlimited',
  tokenAmount: (amount, symbol, token) => `${amount} ${symbol ?? token}`,
  nativeAmount: (amount, symbol) => `${amount} ${symbol}`,
  data: 'Data',
  dataValue: (_data, bytes) => (bytes === 0 ? 'none' : `${bytes} bytes`),
  gasLimit: 'Gas limit',
  maxFeePerGas: 'Max fee per gas',
  maxPriorityFeePerGas: 'Max priority fee per gas',
  gasPrice: 'Gas price',
  gwei: (amount) => `${amount} gwei`,
  nonce: 'Nonce',
  maxNetworkFee: 'Maximum network fee',
  usd: (usd) => (usd < 0.01 ? '< $0.01' : `≈ $${usd.toFixed(2)}`),
  estimating: 'Estimating…',
  feeUnavailable: (reason) => `Cannot be estimated: ${reason}`,
  balanceChanges: 'Balance changes (simulated)',
  simulating: 'Simulating…',
  simulationUnavailable: 'Simulation unavailable',
  noBalanceChanges: 'No balance changes',
  smartAccount: 'Smart account',
  accountCreated: (address) => `${address} (created by this request)`,
  sponsoredFee: (name) =>
    name ? `None: paid by ${name}` : 'None: paid by the app',
  sessionKey: 'Session key',
  expires: 'Expires',
  spendingLimit: 'Spending limit',
  everyPeriod: (amount, seconds) => `${amount} every ${seconds} s`,
  allowedCalls: 'Allowed calls',
  balanceChange: (negative, amount) => `${negative ? '-' : '+'}${amount}`,
  warnings: {
    unlimitedApproval: ({ spender, token }) =>
      `Unlimited approval: ${spender} may move all of your ${token} tokens, now and later.`,
    swapRecipient: ({ call, recipient }, batch) =>
      batch
        ? `The swap in call ${call} pays ${recipient}, not your account.`
        : `This swap pays ${recipient}, not your account.`,
    simulationReverted: ({ call, reason }) =>
      `Call ${call} fails in simulation${reason ? `: ${reason}` : ''}. You may still pay its network fee.`,
    ignoredFields: ({ count }) =>
      `${count} field(s) of this message are not part of its type: they are not signed, and not shown.`,
    invisibleCharacters: ({ count }) =>
      `${count} hidden character(s), shown as ⟨U+…⟩: this text may read differently than it looks.`,
    otherChain: ({ signedFor, current }) =>
      `This signature is for chain ${signedFor}, not the network in use (${current}).`,
    typedDataRefused: ({ detail }) =>
      `This typed data cannot be signed: ${detail}`,
  },
}
