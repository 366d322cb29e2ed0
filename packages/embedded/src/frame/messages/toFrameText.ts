import { solanaReviewText } from '@latch/solana/transactions'
import type { FrameMessages } from './en.js'
import type { FrameScreenText } from './FrameScreenText.js'
import { fill } from './fill.js'
import { formatTimestamp } from './formatTimestamp.js'
import { localizeDecimal } from './localizeDecimal.js'

/**
 * The approval screen's words from a catalogue (`messages`): its
 * templates filled in, amounts in `locale`'s digits through `Intl`
 * (`localizeDecimal`: every digit kept), USD through `Intl`'s currency
 * format, a deadline with its date. Only the wording changes; what the
 * describers decode stays the same.
 */
export function toFrameText(m: FrameMessages, locale: string): FrameScreenText {
  const n = (value: string) => localizeDecimal(value, locale)
  const usd = (value: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
    }).format(value)
  const date = (seconds: string) => formatTimestamp(seconds, locale)
  const evmTitles: Record<string, string> = {
    personal_sign: m.signMessage,
    eth_signTypedData_v4: m.signTypedData,
    eth_sendTransaction: m.sendTransaction,
    wallet_sendCalls: m.sendCalls,
    wallet_grantPermissions: m.grantSession,
    wallet_requestExecutionPermissions: m.grantSession,
    wallet_revokePermissions: m.revokeSession,
  }
  const solanaTitles: Record<string, string> = {
    solana_signMessage: m.signMessage,
    solana_signTransaction: m.signTransaction,
    solana_signAllTransactions: m.signTransactions,
    solana_signAndSendTransaction: m.sendTransaction,
  }
  const actions: Record<string, string> = {
    transfer: m.transferTokens,
    transferFrom: m.transferFrom,
    safeTransferFrom: m.transferFrom,
    safeBatchTransferFrom: m.transferSeveral,
    approve: m.allowSpending,
    increaseAllowance: m.allowMoreSpending,
    permit: m.signPermit,
    setApprovalForAll: m.allowAll,
  }
  const run = (method: string) => fill(m.runMethod, { method })
  const hidden = (count: number) =>
    fill(m.invisibleCharacters, { count: n(String(count)) })
  return {
    warning: m.warning,
    dialogName: m.dialogName,
    approve: m.approve,
    reject: m.reject,
    requestedBy: m.requestedBy,
    appClaims: m.appClaims,
    network: m.network,
    networkName: (name, id) => fill(m.networkName, { name, id }),
    working: m.working,
    notVisible: m.notVisible,
    originMismatch: (claimed) => fill(m.originMismatch, { claimed }),
    send: (amount) => fill(m.sendAmount, { amount }),
    passkey: {
      createTitle: m.passkeyCreateTitle,
      label: m.passkeyLabel,
      createDetail: m.passkeyCreateDetail,
      userName: (app) => fill(m.passkeyUserName, { app }),
      expired: m.passkeyExpired,
      invalid: m.passkeyInvalid,
      unknown: m.passkeyUnknown,
      unsupported: m.passkeyUnsupported,
      mismatch: m.passkeyMismatch,
      messageMismatch: m.passkeyMessageMismatch,
      recoverTitle: m.passkeyRecoverTitle,
      recoverDetail: m.passkeyRecoverDetail,
      noRecovery: m.passkeyNoRecovery,
    },
    evm: {
      title: (method) => evmTitles[method] ?? run(method),
      message: m.message,
      domain: m.domain,
      primaryType: m.primaryType,
      typedField: (path) => path,
      call: (index) => fill(m.call, { index: n(String(index)) }),
      to: m.to,
      newContract: m.newContract,
      value: m.value,
      action: m.action,
      actionOf: (call) =>
        call.kind === 'setApprovalForAll' && !call.approved
          ? m.revokeAll
          : (actions[call.kind] ?? call.kind),
      token: m.token,
      owner: m.owner,
      from: m.from,
      spender: m.spender,
      operator: m.operator,
      tokenId: m.tokenId,
      amount: m.amount,
      deadline: m.deadline,
      swap: m.swapTokens,
      youPay: m.youPay,
      minimumReceived: m.minimumReceived,
      recipient: m.recipient,
      timestamp: date,
      unlimited: () => m.unlimited,
      tokenAmount: (amount, symbol, token) =>
        fill(m.tokenAmount, { amount: n(amount), symbol: symbol ?? token }),
      nativeAmount: (amount, symbol) =>
        fill(m.tokenAmount, { amount: n(amount), symbol }),
      data: m.data,
      dataValue: (_data, bytes) =>
        bytes === 0 ? m.noData : fill(m.dataBytes, { bytes: n(String(bytes)) }),
      gasLimit: m.gasLimit,
      maxFeePerGas: m.maxFeePerGas,
      maxPriorityFeePerGas: m.maxPriorityFeePerGas,
      gasPrice: m.gasPrice,
      gwei: (amount) => fill(m.gwei, { amount: n(amount) }),
      nonce: m.nonce,
      maxNetworkFee: m.maxNetworkFee,
      usd: (value) =>
        value < 0.01
          ? fill(m.usdBelow, { usd: usd(0.01) })
          : fill(m.usdAbout, { usd: usd(value) }),
      estimating: m.estimating,
      feeUnavailable: (reason) => fill(m.feeUnavailable, { reason }),
      balanceChanges: m.balanceChanges,
      simulating: m.simulating,
      simulationUnavailable: m.simulationUnavailable,
      noBalanceChanges: m.noBalanceChanges,
      balanceChange: (negative, amount) => `${negative ? '-' : '+'}${amount}`,
      smartAccount: m.smartAccount,
      accountCreated: (address) => fill(m.accountCreated, { address }),
      sponsoredFee: (name) =>
        name ? fill(m.sponsoredFee, { name }) : m.sponsoredByApp,
      sessionKey: m.sessionKey,
      expires: m.expires,
      spendingLimit: m.spendingLimit,
      everyPeriod: (amount, seconds) =>
        fill(m.everyPeriod, { amount, seconds: n(String(seconds)) }),
      allowedCalls: m.allowedCalls,
      warnings: {
        unlimitedApproval: ({ spender, token }) =>
          fill(m.unlimitedApproval, { spender, token }),
        swapRecipient: ({ call, recipient }, batch) =>
          batch
            ? fill(m.swapRecipientInCall, { call: n(String(call)), recipient })
            : fill(m.swapRecipient, { recipient }),
        simulationReverted: ({ call, reason }) =>
          reason
            ? fill(m.callFailsBecause, { call: n(String(call)), reason })
            : fill(m.callFails, { call: n(String(call)) }),
        ignoredFields: ({ count }) =>
          fill(m.ignoredFields, { count: n(String(count)) }),
        invisibleCharacters: ({ count }) => hidden(count),
        otherChain: ({ signedFor, current }) =>
          fill(m.otherChain, {
            signedFor: String(signedFor),
            current: String(current),
          }),
        typedDataRefused: ({ detail }) => fill(m.typedDataRefused, { detail }),
      },
    },
    solana: {
      title: (method) => solanaTitles[method] ?? run(method),
      account: m.account,
      message: m.message,
      offchainMessage: m.offchainMessage,
      transaction: (index) => fill(m.transaction, { index: n(String(index)) }),
      feePayer: m.feePayer,
      instructions: m.instructions,
      instructionCount: (count) => n(String(count)),
      instruction: (index) => fill(m.instruction, { index: n(String(index)) }),
      // Program names are names: the same in every language.
      programs: solanaReviewText.programs,
      unknownProgram: (address) => fill(m.unknownProgram, { address }),
      instructionIndex: (index) =>
        index === undefined
          ? m.instructionNoData
          : fill(m.instructionNumber, { index: n(String(index)) }),
      to: m.to,
      value: m.value,
      sol: (amount) => fill(m.sol, { amount: n(amount) }),
      fromTokenAccount: m.fromTokenAccount,
      owner: m.owner,
      toTokenAccount: m.toTokenAccount,
      receiver: m.receiver,
      tokenAmount: (amount, mint) =>
        fill(m.splTokenAmount, { amount: n(amount), mint }),
      details: m.details,
      unlimited: m.unlimited,
      warning: m.warning,
      instructionWarnings: {
        assign: m.assignWarning,
        setAuthority: m.setAuthorityWarning,
        approve: m.approveWarning,
        unlimitedApproval: m.unlimitedWarning,
        closeAccount: m.closeAccountWarning,
        unknownProgram: m.unknownProgramWarning,
        unknownInstruction: m.unknownInstructionWarning,
        invisibleCharacters: m.memoWarning,
      },
      warningsBelow: (count) =>
        fill(
          new Intl.PluralRules(locale).select(count) === 'one'
            ? m.warningBelow
            : m.warningsBelow,
          { count: n(String(count)) },
        ),
      balanceChanges: m.balanceChanges,
      you: m.you,
      yourTokenAccount: (account) => fill(m.yourTokenAccount, { account }),
      newOwner: (from, to) => fill(m.newOwner, { from, to }),
      simulationFailed: (error) => fill(m.simulationFailed, { error }),
      simulationUnavailable: m.simulationUnavailable,
      noBalanceChanges: m.noBalanceChanges,
      unreadable: (reason) => fill(m.unreadable, { reason }),
      commitment: m.commitment,
      invisibleCharacters: hidden,
    },
  }
}
