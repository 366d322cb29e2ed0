import { messages } from './messages.js'

/** Finds a numeric/string `code` on an error or along its `cause` chain. */
function errorCode(error: unknown): string {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number' || typeof code === 'string') return `${code}`
    current = (current as { cause?: unknown }).cause
  }
  return messages.unknownCode
}

/** 'Error <code>: <message>' for anything a wallet call throws. */
export function errorText(error: unknown): string {
  const e = error as { shortMessage?: unknown; message?: unknown }
  const text = e?.shortMessage ?? e?.message
  return messages.signatureError(errorCode(error), String(text ?? error))
}
