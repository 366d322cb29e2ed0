import { getEmailCooldown } from '@latch/core'
import { useCallback, useEffect, useState } from 'react'
import { useConfig } from './useConfig.js'

export type UseEmailCooldownReturnType = {
  /** Whole seconds before e-mail login may be triggered again; 0 when it may. */
  seconds: number
  /** Reads the cooldown again (after an e-mail was sent) and counts down. */
  restart: () => void
}

/**
 * The e-mail login cooldown (SPEC §5: not twice within 30 s), counting
 * down once a second, for a resend button.
 * https://latch.dev/docs/react/hooks/useEmailCooldown
 */
export function useEmailCooldown(): UseEmailCooldownReturnType {
  const config = useConfig()
  const [seconds, setSeconds] = useState(() => getEmailCooldown(config))
  const [run, setRun] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` restarts the countdown
  useEffect(() => {
    const read = () => {
      const left = getEmailCooldown(config)
      setSeconds(left)
      return left
    }
    if (read() === 0) return
    const timer = setInterval(() => {
      if (read() === 0) clearInterval(timer)
    }, 1_000)
    return () => clearInterval(timer)
  }, [config, run])
  const restart = useCallback(() => setRun((n) => n + 1), [])
  return { seconds, restart }
}
