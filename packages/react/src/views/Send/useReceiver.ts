import {
  type ChainNamespace,
  DEBOUNCE_MS,
  getEvmAddress,
  isEvmAddress,
  isSolanaAddress,
} from '@latch/common'
import { resolveSendReceiver, setSendState } from '@latch/core'
import { useEffect, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'

export type ReceiverStatus =
  | 'empty'
  | 'invalid'
  | 'resolving'
  | 'resolved'
  | 'notFound'
  | 'error'

/** Looks like a name (label.suffix), so worth asking the API about. */
const nameLike = (text: string) => /^[^\s.]+(\.[^\s.]+)+$/.test(text)

/**
 * Resolves what the user types as the receiver (an address at once, a name
 * through the API after 500 ms of quiet typing: DEBOUNCE_MS, SPEC §9) and
 * keeps core's Send state in step: `receiverAddress` is set only while the
 * input resolves. On Solana
 * only an address counts (32–44 base58 characters, SPEC §5): names are
 * eip155 only (SPEC §9).
 */
export function useReceiver(
  input: string,
  namespace: ChainNamespace | undefined = 'eip155',
): ReceiverStatus {
  const config = useConfig()
  const [status, setStatus] = useState<ReceiverStatus>('empty')
  useEffect(() => {
    const text = input.trim()
    const set = (address?: string, name?: string) =>
      setSendState(config, {
        receiverAddress: address,
        receiverProfileName: name,
      })
    if (namespace === 'solana') {
      const valid = isSolanaAddress(text)
      set(valid ? text : undefined)
      setStatus(valid ? 'resolved' : text ? 'invalid' : 'empty')
      return
    }
    if (isEvmAddress(text)) {
      try {
        set(getEvmAddress(text))
        setStatus('resolved')
      } catch {
        set()
        setStatus('invalid')
      }
      return
    }
    set()
    if (!nameLike(text)) {
      setStatus(text ? 'invalid' : 'empty')
      return
    }
    setStatus('resolving')
    let live = true
    const timer = setTimeout(() => {
      resolveSendReceiver(config, { receiver: text }).then(
        (found) => {
          if (!live) return
          set(found?.address, found?.name)
          setStatus(found ? 'resolved' : 'notFound')
        },
        () => live && setStatus('error'),
      )
    }, DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [config, input, namespace])
  return status
}
