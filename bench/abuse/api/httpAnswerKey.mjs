// The tally key of an API answer: status and error code when there is one
// (`429 RATE_LIMITED`, `403 NAME_QUOTA_EXCEEDED`), `202 stored=true` for
// analytics, `0 ECONNRESET` (no answer: the transport's error), else the
// bare status.

/** @param {{ status: number, body: string, error?: string }} answer */
export function httpAnswerKey({ status, body, error }) {
  if (status === 0) return `0 ${error ?? 'no answer'}`
  try {
    const value = JSON.parse(body)
    if (status === 202 && 'stored' in value) return `202 stored=${value.stored}`
    if (typeof value?.code === 'string') return `${status} ${value.code}`
  } catch {}
  return String(status)
}
