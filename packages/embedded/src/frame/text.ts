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
  dialogName: 'Approve request',
  approve: 'Approve',
  reject: 'Reject',
  requestedBy: 'Requested by',
  appClaims: 'App',
  network: 'Network',
  account: 'Account',
  working: 'Waiting for the wallet service…',
  notVisible: 'Approve is enabled once this window is fully visible.',
  originMismatch: (claimed: string) =>
    `This page says it is ${claimed}, but the request comes from the origin above.`,
  // Method titles
  personalSign: 'Sign a message',
  ethSign: 'Sign a raw hash (this can authorise anything)',
  signTypedData: 'Sign typed data',
  sendTransaction: 'Send a transaction',
  sendCalls: 'Send a batch of calls',
  solanaSignTransaction: 'Sign a transaction',
  solanaSignAll: 'Sign transactions',
  otherMethod: (method: string) => `Run ${method}`,
  // Detail labels
  message: 'Message',
  hash: 'Hash',
  domain: 'Domain',
  primaryType: 'Type',
  to: 'To',
  newContract: 'New contract',
  nativeToken: 'native token',
  networkName: (name: string, id: number | string) => `${name} (${id})`,
  value: 'Value',
  data: 'Data',
  dataBytes: (bytes: number) => (bytes === 0 ? 'none' : `${bytes} bytes`),
  call: (index: number) => `Call ${index}`,
  params: 'Parameters',
  feePayer: 'Fee payer',
  toTokenAccount: 'To token account',
  tokenAmount: (amount: string, mint: string) => `${amount} of token ${mint}`,
  instructions: 'Instructions',
  transaction: (index: number) => `Transaction ${index}`,
  warning: 'Warning',
  // Service review (POST /rpc/prepare)
  action: 'Action',
  actions: {
    transfer: 'Transfer tokens',
    transferFrom: 'Transfer tokens from an account',
    safeTransferFrom: 'Transfer tokens from an account',
    safeBatchTransferFrom: 'Transfer several tokens',
    approve: 'Allow spending',
    increaseAllowance: 'Allow more spending',
    permit: 'Sign a spending permit',
    setApprovalForAll: 'Allow moving all tokens',
  } as Record<string, string>,
  revokeAll: 'Revoke permission to move all tokens',
  token: 'Token',
  spender: 'Spender',
  operator: 'Operator',
  owner: 'Owner',
  from: 'From',
  amount: 'Amount',
  tokenId: 'Token ID',
  unlimited: 'Unlimited',
  gasLimit: 'Gas limit',
  maxFeePerGas: 'Max fee per gas',
  gwei: (amount: string) => `${amount} gwei`,
  maxNetworkFee: 'Maximum network fee',
  usd: (usd: number) => (usd < 0.01 ? '< $0.01' : `≈ $${usd.toFixed(2)}`),
  balanceChanges: 'Balance changes (simulated)',
  noBalanceChanges: 'No balance changes',
  simulationUnavailable: 'Simulation unavailable',
  unlimitedApproval: (spender: string, token: string) =>
    `Unlimited approval: ${spender} may move all of your ${token} tokens, now and later.`,
  simulationReverted: (call: number, reason?: string) =>
    `Call ${call} fails in simulation${reason ? `: ${reason}` : ''}. You may still pay its network fee.`,
  ignoredFields: (count: number) =>
    `${count} field(s) of this message are not part of its type: they are not signed, and not shown.`,
  invisibleCharacters: (count: number) =>
    `${count} hidden character(s), shown as ⟨U+…⟩: this text may read differently than it looks.`,
  otherChain: (signedFor: number, current: number) =>
    `This signature is for chain ${signedFor}, not the network in use (${current}).`,
  // Solana approval screen (issue #17): programs, warnings, simulation
  offchainMessage: 'Off-chain message',
  instruction: (index: number) => `Instruction ${index}`,
  instructionIndex: (index: number | undefined) =>
    index === undefined ? 'no data' : `instruction #${index}`,
  solanaPrograms: {
    system: 'System',
    token: 'SPL Token',
    token2022: 'Token-2022',
    associatedToken: 'Associated Token Account',
    computeBudget: 'Compute Budget',
    memo: 'Memo',
  } as Record<string, string>,
  unknownProgram: (address: string) => `Unknown program ${address}`,
  details: 'Details',
  solanaWarnings: {
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
  } as Record<string, string>,
  warningsBelow: (count: number) =>
    `${count} warning${count === 1 ? '' : 's'}: read every instruction below.`,
  you: 'You',
  yourTokenAccount: (account: string) => `Your token account ${account}`,
  newOwner: (from: string, to: string) => `owner ${from} → ${to}`,
  simulationFailed: (error: string) => `Simulation failed: ${error}`,
} as const
