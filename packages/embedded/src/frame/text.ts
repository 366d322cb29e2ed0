import type { EvmReviewText } from '@latch/common/describe'
import type { ReviewDecodedCall } from '@latch/common/embedded-protocol'
import type { SolanaReviewText } from '@latch/solana/transactions'

/** Words both approval screens (EVM, Solana) use. */
const shared = {
  message: 'Message',
  to: 'To',
  value: 'Value',
  owner: 'Owner',
  unlimited: 'Unlimited',
  warning: 'Warning',
  balanceChanges: 'Balance changes (simulated)',
  noBalanceChanges: 'No balance changes',
  simulationUnavailable: 'Simulation unavailable',
  invisibleCharacters: (count: number) =>
    `${count} hidden character(s), shown as ⟨U+…⟩: this text may read differently than it looks.`,
}

/** The approval screen's title of each method. */
const titles: Record<string, string> = {
  personal_sign: 'Sign a message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send a transaction',
  wallet_sendCalls: 'Send a batch of calls',
  solana_signMessage: 'Sign a message',
  solana_signTransaction: 'Sign a transaction',
  solana_signAllTransactions: 'Sign transactions',
  solana_signAndSendTransaction: 'Send a transaction',
}
const title = (method: string) => titles[method] ?? `Run ${method}`

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
 * Every string the secure frame shows or sends (SPEC §8 where the SPEC has
 * one), so the frame has one message catalogue like the modal.
 */
export const frameText = {
  // Replies (SPEC §8)
  signatureDeclined: 'Signature declined',
  smartAccountsUnsupported: 'This application might not support Smart Accounts',
  rpcNotAllowed: 'Requested RPC call is not allowed',
  sessionExpired: 'Session Expired',
  somethingWentWrong: 'Something went wrong',
  requestAborted: 'Request was aborted',
  farcasterUnavailable:
    'Farcaster login is not available on this embedded wallet yet',
  emailFirst: 'Connect with an e-mail address first',
  invalidRequest: (field: string) => `Invalid request: ${field}`,
  // Approval screen
  warning: shared.warning,
  dialogName: 'Approve request',
  approve: 'Approve',
  reject: 'Reject',
  requestedBy: 'Requested by',
  appClaims: 'App',
  network: 'Network',
  networkName: (name: string, id: number | string) => `${name} (${id})`,
  working: 'Waiting for the wallet service…',
  notVisible: 'Approve is enabled once this window is fully visible.',
  originMismatch: (claimed: string) =>
    `This page says it is ${claimed}, but the request comes from the origin above.`,
  // Method titles, detail labels and warnings: the approval screen's
  // describers (`wordEvmReview`, `wordSolanaReview`) lay these out.
  evm: {
    title,
    message: shared.message,
    domain: 'Domain',
    primaryType: 'Type',
    typedField: (path: string) => path,
    call: (index: number) => `Call ${index}`,
    to: shared.to,
    newContract: 'New contract',
    value: shared.value,
    action: 'Action',
    actionOf: (call: ReviewDecodedCall) =>
      call.kind === 'setApprovalForAll' && !call.approved
        ? 'Revoke permission to move all tokens'
        : (actions[call.kind] ?? call.kind),
    token: 'Token',
    owner: shared.owner,
    from: 'From',
    spender: 'Spender',
    operator: 'Operator',
    tokenId: 'Token ID',
    amount: 'Amount',
    deadline: 'Deadline',
    unlimited: () => shared.unlimited,
    tokenAmount: (amount: string, symbol: string | undefined, token: string) =>
      `${amount} ${symbol ?? token}`,
    nativeAmount: (amount: string, symbol: string) => `${amount} ${symbol}`,
    data: 'Data',
    dataValue: (_data: string | undefined, bytes: number) =>
      bytes === 0 ? 'none' : `${bytes} bytes`,
    gasLimit: 'Gas limit',
    maxFeePerGas: 'Max fee per gas',
    maxPriorityFeePerGas: 'Max priority fee per gas',
    gasPrice: 'Gas price',
    gwei: (amount: string) => `${amount} gwei`,
    nonce: 'Nonce',
    maxNetworkFee: 'Maximum network fee',
    usd: (usd: number) => (usd < 0.01 ? '< $0.01' : `≈ $${usd.toFixed(2)}`),
    estimating: 'Estimating…',
    feeUnavailable: (reason: string) => `Cannot be estimated: ${reason}`,
    balanceChanges: shared.balanceChanges,
    simulating: 'Simulating…',
    simulationUnavailable: shared.simulationUnavailable,
    noBalanceChanges: shared.noBalanceChanges,
    balanceChange: (negative: boolean, amount: string) =>
      `${negative ? '-' : '+'}${amount}`,
    warnings: {
      unlimitedApproval: ({ spender, token }) =>
        `Unlimited approval: ${spender} may move all of your ${token} tokens, now and later.`,
      simulationReverted: ({ call, reason }) =>
        `Call ${call} fails in simulation${reason ? `: ${reason}` : ''}. You may still pay its network fee.`,
      ignoredFields: ({ count }) =>
        `${count} field(s) of this message are not part of its type: they are not signed, and not shown.`,
      invisibleCharacters: ({ count }) => shared.invisibleCharacters(count),
      otherChain: ({ signedFor, current }) =>
        `This signature is for chain ${signedFor}, not the network in use (${current}).`,
      typedDataRefused: ({ detail }) =>
        `This typed data cannot be signed: ${detail}`,
    },
  } satisfies EvmReviewText,
  // Solana approval screen (issue #17): programs, warnings, simulation
  solana: {
    title,
    account: 'Account',
    message: shared.message,
    offchainMessage: 'Off-chain message',
    transaction: (index: number) => `Transaction ${index}`,
    feePayer: 'Fee payer',
    instructions: 'Instructions',
    instructionCount: (count: number) => String(count),
    instruction: (index: number) => `Instruction ${index}`,
    programs: {
      system: 'System',
      token: 'SPL Token',
      token2022: 'Token-2022',
      associatedToken: 'Associated Token Account',
      computeBudget: 'Compute Budget',
      memo: 'Memo',
    } as Record<string, string>,
    unknownProgram: (address: string) => `Unknown program ${address}`,
    instructionIndex: (index: number | undefined) =>
      index === undefined ? 'no data' : `instruction #${index}`,
    to: shared.to,
    value: shared.value,
    sol: (amount: string) => `${amount} SOL`,
    fromTokenAccount: 'From token account',
    owner: shared.owner,
    toTokenAccount: 'To token account',
    receiver: 'Receiver',
    tokenAmount: (amount: string, mint: string) => `${amount} of token ${mint}`,
    details: 'Details',
    unlimited: shared.unlimited,
    warning: shared.warning,
    instructionWarnings: {
      assign:
        'Assign hands this account to another program, which can then take its SOL.',
      setAuthority:
        'SetAuthority gives control of a token account or mint to someone else.',
      approve: 'Approve lets a delegate move tokens out of this account.',
      unlimitedApproval: 'The approval is unlimited.',
      closeAccount:
        'CloseAccount closes a token account and sends its SOL elsewhere.',
      unknownProgram: 'Unknown program: what it does cannot be shown.',
      unknownInstruction: 'This instruction could not be read.',
      invisibleCharacters:
        'This memo has hidden characters, shown as ⟨U+…⟩: it may read differently than it looks.',
    },
    warningsBelow: (count: number) =>
      `${count} warning${count === 1 ? '' : 's'}: read every instruction below.`,
    balanceChanges: shared.balanceChanges,
    you: 'You',
    yourTokenAccount: (account: string) => `Your token account ${account}`,
    newOwner: (from: string, to: string) => `owner ${from} → ${to}`,
    simulationFailed: (error: string) => `Simulation failed: ${error}`,
    simulationUnavailable: shared.simulationUnavailable,
    noBalanceChanges: shared.noBalanceChanges,
    unreadable: (reason: string) => `Cannot be read: ${reason}`,
    commitment: 'Preflight commitment',
    invisibleCharacters: shared.invisibleCharacters,
  } satisfies SolanaReviewText,
} as const
