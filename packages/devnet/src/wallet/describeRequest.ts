import { formatEther, hexToBigInt, isHex } from 'viem'
import { decodeMessage } from './decodeMessage.js'
import type { DevWalletPromptRequest } from './types.js'

type Line = { label: string; value: string }

const callsStatusLabels: Record<number, string> = {
  100: 'Pending',
  200: 'Confirmed',
  400: 'Failed (nothing sent)',
  500: 'Reverted',
  600: 'Partially reverted',
}

/** Builds the prompt a person sees for a request that needs approval. */
export function describeRequest(
  method: string,
  context: {
    origin: string
    account: string
    chainName: string
    message?: string
    typedData?: {
      domain?: { name?: unknown }
      primaryType?: unknown
      message?: unknown
    }
    transaction?: {
      to?: unknown
      value?: unknown
      data?: unknown
      input?: unknown
    }
    targetChain?: { chainId: number; name: string; rpcUrl?: string }
    calls?: readonly { to?: unknown; value?: unknown; data?: unknown }[]
    callsStatus?: {
      id: string
      status: number
      receipts: readonly { transactionHash: string; status: string }[]
    }
  },
): DevWalletPromptRequest {
  const { origin, account, chainName } = context
  const site: Line = { label: 'Site', value: origin }
  const from: Line = { label: 'Account', value: account }
  const network: Line = { label: 'Network', value: chainName }
  const make = (title: string, details: Line[]) => ({
    method,
    title,
    details,
    origin,
  })
  switch (method) {
    case 'personal_sign':
      return make('Sign message', [
        site,
        from,
        { label: 'Message', value: decodeMessage(context.message ?? '') },
      ])
    case 'eth_signTypedData_v4': {
      const typed = context.typedData ?? {}
      return make('Sign typed data', [
        site,
        from,
        { label: 'Domain', value: String(typed.domain?.name ?? '') },
        { label: 'Type', value: String(typed.primaryType ?? '') },
        { label: 'Message', value: JSON.stringify(typed.message, null, 2) },
      ])
    }
    case 'eth_sendTransaction': {
      const tx = context.transaction ?? {}
      const data = tx.data ?? tx.input
      const value = isHex(tx.value) ? hexToBigInt(tx.value) : 0n
      return make('Send transaction', [
        site,
        from,
        network,
        { label: 'To', value: String(tx.to ?? '(new contract)') },
        { label: 'Value', value: `${formatEther(value)} ETH` },
        ...(isHex(data) && data !== '0x'
          ? [{ label: 'Data', value: data }]
          : []),
      ])
    }
    case 'wallet_sendCalls': {
      const calls = context.calls ?? []
      return make(`Send ${calls.length} calls`, [
        site,
        from,
        network,
        { label: 'Execution', value: 'One after another (not atomic)' },
        ...calls.map((call, index) => {
          const value = isHex(call.value) ? hexToBigInt(call.value) : 0n
          const data = isHex(call.data) && call.data !== '0x' ? call.data : ''
          return {
            label: `Call ${index + 1}`,
            value: `${String(call.to)} · ${formatEther(value)} ETH${data ? ` · ${data}` : ''}`,
          }
        }),
      ])
    }
    case 'wallet_showCallsStatus': {
      const status = context.callsStatus
      return make('Calls status', [
        site,
        { label: 'Batch', value: String(status?.id) },
        {
          label: 'Status',
          value:
            callsStatusLabels[status?.status ?? 0] ?? String(status?.status),
        },
        ...(status?.receipts ?? []).map((receipt, index) => ({
          label: `Transaction ${index + 1}`,
          value: `${receipt.transactionHash} (${receipt.status === '0x1' ? 'success' : 'reverted'})`,
        })),
      ])
    }
    case 'wallet_switchEthereumChain':
    case 'wallet_addEthereumChain': {
      const target = context.targetChain
      const lines: Line[] = [
        site,
        { label: 'From', value: chainName },
        { label: 'To', value: `${target?.name} (${target?.chainId})` },
      ]
      if (method === 'wallet_switchEthereumChain')
        return make('Switch network', lines)
      return make('Add network', [
        ...lines,
        { label: 'RPC', value: String(target?.rpcUrl) },
      ])
    }
    default:
      return make(`Connect to ${origin}?`, [site, from, network])
  }
}
