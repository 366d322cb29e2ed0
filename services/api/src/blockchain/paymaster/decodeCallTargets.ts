import {
  type Address,
  decodeAbiParameters,
  decodeFunctionData,
  getAddress,
  type Hex,
  parseAbi,
  size,
  slice,
} from 'viem'
import { refused } from './PaymasterRpcError.js'

const accountAbi = parseAbi([
  'function execute(bytes32 mode, bytes executionCalldata)',
  'function execute((address target, uint256 value, bytes callData) execution)',
])

const executions = [
  {
    type: 'tuple[]',
    components: [
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'callData', type: 'bytes' },
    ],
  },
] as const

const notExecute = () =>
  refused(
    'TARGET_NOT_ALLOWED',
    "Only calls through the account's execute (ERC-7579 single or batch) are sponsored",
  )

/**
 * The contracts a DeleGator user operation calls, read from its `callData`:
 * ERC-7579 `execute(bytes32 mode, bytes executionCalldata)` with call type
 * single (packed target ‖ value ‖ data) or batch (abi-encoded
 * `(target, value, data)[]`), or the DeleGator's `execute((target, value,
 * data))`. Empty call data (a deployment alone) calls nothing. Anything
 * else, delegatecall included, is refused (`TARGET_NOT_ALLOWED`).
 */
export function decodeCallTargets(callData: Hex): Address[] {
  if (callData === '0x') return []
  let decoded: ReturnType<typeof decodeFunctionData<typeof accountAbi>>
  try {
    decoded = decodeFunctionData({ abi: accountAbi, data: callData })
  } catch {
    throw notExecute()
  }
  const [first, second] = decoded.args as readonly unknown[]
  if (typeof first === 'object' && first !== null)
    return [getAddress((first as { target: Address }).target)]
  const mode = first as Hex
  const executionCalldata = second as Hex
  const callType = slice(mode, 0, 1)
  try {
    if (callType === '0x00') {
      if (size(executionCalldata) < 52) throw notExecute()
      return [getAddress(slice(executionCalldata, 0, 20))]
    }
    if (callType === '0x01') {
      const [calls] = decodeAbiParameters(executions, executionCalldata)
      if (calls.length === 0) throw notExecute()
      return calls.map((call) => getAddress(call.target))
    }
  } catch {
    throw notExecute()
  }
  throw refused(
    'TARGET_NOT_ALLOWED',
    `Execution call type ${callType} is not sponsored: only single (0x00) and batch (0x01) calls`,
  )
}
