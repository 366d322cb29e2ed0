import {
  type Address,
  decodeAbiParameters,
  encodeAbiParameters,
  encodePacked,
  getAddress,
  type Hex,
  hexToBigInt,
  pad,
  size,
  slice,
} from 'viem'

/** One call an account makes: target, value in wei, calldata. */
export type SmartAccountCall = {
  to: Address
  value?: bigint | undefined
  data?: Hex | undefined
}

/** ERC-7579 execution modes: call type single (0x00) or batch (0x01), default exec type, no selector or payload. */
export const SINGLE_CALL_MODE = pad('0x00', { dir: 'right', size: 32 })
export const BATCH_CALL_MODE = pad('0x01', { dir: 'right', size: 32 })

const executionsParameter = [
  {
    type: 'tuple[]',
    components: [
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'callData', type: 'bytes' },
    ],
  },
] as const

/**
 * The ERC-7579 `execute(bytes32 mode, bytes executionCalldata)` arguments
 * for `calls`: one call is the packed single execution (target ‖ value ‖
 * calldata), several are an ABI-encoded batch, run atomically.
 */
export function encodeExecution(calls: readonly SmartAccountCall[]): {
  mode: Hex
  executionCalldata: Hex
} {
  if (calls.length === 0) throw new Error('no calls to execute')
  if (calls.length === 1) {
    const [call] = calls as [SmartAccountCall]
    return {
      mode: SINGLE_CALL_MODE,
      executionCalldata: encodePacked(
        ['address', 'uint256', 'bytes'],
        [call.to, call.value ?? 0n, call.data ?? '0x'],
      ),
    }
  }
  return {
    mode: BATCH_CALL_MODE,
    executionCalldata: encodeAbiParameters(executionsParameter, [
      calls.map((call) => ({
        target: call.to,
        value: call.value ?? 0n,
        callData: call.data ?? '0x',
      })),
    ]),
  }
}

/**
 * The calls of an ERC-7579 execution; throws on a mode other than default
 * single or batch, or on malformed calldata.
 */
export function decodeExecution(
  mode: Hex,
  executionCalldata: Hex,
): SmartAccountCall[] {
  if (mode.toLowerCase() === SINGLE_CALL_MODE) {
    if (size(executionCalldata) < 52)
      throw new Error('single execution shorter than target and value')
    return [
      {
        to: getAddress(slice(executionCalldata, 0, 20)),
        value: hexToBigInt(slice(executionCalldata, 20, 52)),
        data:
          size(executionCalldata) > 52 ? slice(executionCalldata, 52) : '0x',
      },
    ]
  }
  if (mode.toLowerCase() === BATCH_CALL_MODE) {
    const [executions] = decodeAbiParameters(
      executionsParameter,
      executionCalldata,
    )
    return executions.map((e) => ({
      to: e.target,
      value: e.value,
      data: e.callData,
    }))
  }
  throw new Error(`unsupported execution mode ${mode}`)
}
