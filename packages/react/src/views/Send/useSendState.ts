import { getSendState, watchSendState } from '@latch/core'
import { useConfigValue } from '../../internal/useConfigValue.js'

/** Core's Send state (token, amount, receiver, loading). */
export const useSendState = () => useConfigValue(getSendState, watchSendState)
