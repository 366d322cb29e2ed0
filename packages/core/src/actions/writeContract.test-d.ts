import { demoTokenAbi } from '@latch/devnet'
import { expectTypeOf, test } from 'vitest'
import type { Config } from '../types/config.js'
import { writeContract } from './writeContract.js'

declare const config: Config
const address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

test('functionName and args are inferred from the ABI', () => {
  expectTypeOf(
    writeContract(config, {
      address,
      abi: demoTokenAbi,
      functionName: 'transfer',
      args: [to, 1n],
    }),
  ).resolves.toEqualTypeOf<`0x${string}`>()

  writeContract(config, {
    address,
    abi: demoTokenAbi,
    // @ts-expect-error a view function is not writable
    functionName: 'balanceOf',
  })

  writeContract(config, {
    address,
    abi: demoTokenAbi,
    functionName: 'transfer',
    // @ts-expect-error the amount is a uint256 (bigint)
    args: [to, 1],
  })
})
