import {
  type EstimateSendFeeReturnType,
  estimateSendFee,
  type TokenBalance,
} from '@latch/core'
import { useEffect, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'

export type SendFee =
  | { status: 'idle' | 'loading' | 'error'; fee?: undefined }
  | { status: 'success'; fee: EstimateSendFeeReturnType }

/** The network fee of sending `token` (re-estimated when it changes). */
export function useSendFee(
  token: TokenBalance | undefined,
  to: `0x${string}` | undefined,
): SendFee {
  const config = useConfig()
  const [fee, setFee] = useState<SendFee>({ status: 'idle' })
  useEffect(() => {
    if (!token) {
      setFee({ status: 'idle' })
      return
    }
    let live = true
    setFee({ status: 'loading' })
    estimateSendFee(config, { token, to }).then(
      (value) => live && setFee({ status: 'success', fee: value }),
      () => live && setFee({ status: 'error' }),
    )
    return () => {
      live = false
    }
  }, [config, token, to])
  return fee
}
