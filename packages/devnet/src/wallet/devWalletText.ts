import type { EvmReviewText } from '@latch/common/describe'
import type { SolanaReviewText } from '@latch/solana/transactions'

/** Words both describers (EVM, Solana) of the prompt use. */
const shared = {
  message: 'Message',
  to: 'To',
  value: 'Value',
  owner: 'Owner',
  amount: 'Amount',
  warning: 'Warning',
  balanceChanges: 'Balance changes',
  simulationUnavailable: 'Not simulated',
  noBalanceChanges: 'No balance changes',
  invisibleCharacters: (count: number) =>
    `${count} invisible or text-direction character(s), shown as ⟨U+…⟩: the text may read differently from what is signed.`,
}

const titles: Record<string, string> = {
  personal_sign: 'Sign message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send transaction',
  solana_signMessage: 'Sign message',
  solana_signAndSendTransaction: 'Send transaction',
}

/** The words of an EVM request's prompt. */
const evm: EvmReviewText = {
  title: (method: string, count: number) =>
    method === 'wallet_sendCalls'
      ? `Send ${count} calls`
      : (titles[method] ?? method),
  message: shared.message,
  domain: 'Domain',
  primaryType: 'Type',
  typedField: (path: string, type: string) => `${path} (${type})`,
  call: (index: number) => `Call ${index}`,
  to: shared.to,
  newContract: '(new contract)',
  value: shared.value,
  action: 'Action',
  actionOf: (call) =>
    call.kind === 'setApprovalForAll' && !call.approved
      ? 'revoke setApprovalForAll'
      : `${call.kind} (${call.standard.toUpperCase()})`,
  token: 'Token',
  owner: shared.owner,
  from: 'From',
  spender: 'Spender',
  operator: 'Operator',
  tokenId: 'Token ID',
  amount: shared.amount,
  deadline: 'Deadline',
  unlimited: (symbol, token) => `Unlimited ${symbol ?? token}`,
  tokenAmount: (amount, symbol, token) =>
    symbol ? `${amount} ${symbol}` : `${amount} base units of ${token}`,
  nativeAmount: (amount, symbol) => `${amount} ${symbol}`,
  data: 'Data',
  dataValue: (data) => data ?? 'none',
  gasLimit: 'Gas limit',
  maxFeePerGas: 'Max fee per gas',
  maxPriorityFeePerGas: 'Max priority fee per gas',
  gasPrice: 'Gas price',
  gwei: (amount) => `${amount} gwei`,
  nonce: 'Nonce',
  maxNetworkFee: 'Max network fee',
  usd: (usd) => `≈ $${usd.toFixed(2)}`,
  estimating: 'Estimating…',
  feeUnavailable: (reason) => `Cannot be estimated: ${reason}`,
  balanceChanges: shared.balanceChanges,
  simulating: 'Simulating…',
  simulationUnavailable: shared.simulationUnavailable,
  noBalanceChanges: shared.noBalanceChanges,
  balanceChange: (negative, amount) => `${negative ? '-' : '+'}${amount}`,
  warnings: {
    unlimitedApproval: ({ spender, symbol, token, operator }) =>
      operator
        ? `${spender} may move every token of collection ${token}.`
        : `Unlimited approval: ${spender} may spend all your ${symbol ?? token}.`,
    simulationReverted: ({ call, reason }) =>
      `Call ${call} reverts in simulation${reason ? `: ${reason}` : ''}.`,
    ignoredFields: ({ count }) =>
      `${count} field(s) of the message are not in its type: not signed, not shown.`,
    invisibleCharacters: ({ count }) => shared.invisibleCharacters(count),
    otherChain: ({ signedFor, current }) =>
      `Signed for chain ${signedFor}, not the current network (${current}).`,
    typedDataRefused: ({ detail }) => `Cannot be signed: ${detail}`,
  },
}

/** The words of a Solana request's prompt. */
const solana: SolanaReviewText = {
  title: (method: string, count: number) =>
    method === 'solana_signTransaction'
      ? count > 1
        ? `Sign ${count} transactions`
        : 'Sign transaction'
      : (titles[method] ?? method),
  account: 'Account',
  message: shared.message,
  offchainMessage: 'Off-chain message',
  transaction: (index: number) => `Transaction ${index}`,
  feePayer: 'Fee payer',
  instructions: 'Instructions',
  instructionCount: (count: number) =>
    count === 1 ? '1 instruction' : `${count} instructions`,
  instruction: (index: number) => `Instruction ${index}`,
  programs: {
    system: 'System',
    token: 'SPL Token',
    token2022: 'Token-2022',
    associatedToken: 'Associated Token',
    computeBudget: 'Compute Budget',
    memo: 'Memo',
  } as Record<string, string>,
  unknownProgram: (address: string) => `Program ${address}`,
  instructionIndex: (index: number | undefined) =>
    index === undefined ? 'no data' : `#${index}`,
  to: shared.to,
  value: shared.value,
  sol: (amount: string) => `${amount} SOL`,
  fromTokenAccount: 'From token account',
  owner: shared.owner,
  toTokenAccount: 'To token account',
  receiver: 'Receiver',
  tokenAmount: (amount: string, mint: string) => `${amount} of token ${mint}`,
  details: 'Details',
  unlimited: 'unlimited',
  warning: shared.warning,
  instructionWarnings: {
    assign: 'Assign gives this account to another program.',
    setAuthority: 'SetAuthority hands over a token account or mint.',
    approve: 'Approve lets a delegate move these tokens.',
    unlimitedApproval: 'The approval is unlimited.',
    closeAccount: 'CloseAccount closes a token account.',
    unknownProgram: 'Unknown program: not described.',
    unknownInstruction: 'This instruction cannot be read.',
    invisibleCharacters: 'This memo has invisible characters (⟨U+…⟩).',
  },
  warningsBelow: (count: number) =>
    `${count} warning(s): read every instruction below.`,
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
}

/**
 * Every string of the Latch Dev Wallet's prompts: the site, account and
 * network lines, the prompts of its own (connect, networks, a batch's
 * status), and the words of the request describers (`wordEvmReview`,
 * `wordSolanaReview`).
 */
export const devWalletText = {
  site: 'Site',
  account: 'Account',
  invisibleCharacters: shared.invisibleCharacters,
  network: 'Network',
  connect: (origin: string) => `Connect to ${origin}?`,
  solanaNetwork: 'Solana',
  switchNetwork: 'Switch network',
  addNetwork: 'Add network',
  to: shared.to,
  rpc: 'RPC',
  chain: (name: string | undefined, chainId: number | undefined) =>
    `${name} (${chainId})`,
  execution: 'Execution',
  oneAfterAnother: 'One after another (not atomic)',
  callsStatus: 'Calls status',
  batch: 'Batch',
  status: 'Status',
  statuses: {
    100: 'Pending',
    200: 'Confirmed',
    400: 'Failed (nothing sent)',
    500: 'Reverted',
    600: 'Partially reverted',
  } as Record<number, string>,
  transaction: (index: number) => `Transaction ${index}`,
  receipt: (hash: string, success: boolean) =>
    `${hash} (${success ? 'success' : 'reverted'})`,
  evm,
  solana,
}
