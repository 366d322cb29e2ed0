// The tally key of an API answer: status and error code when there is one
// (`429 RATE_LIMITED`, `403 NAME_QUOTA_EXCEEDED`), `202 stored=true` for
// analytics, else the bare status (`0` = no answer).

/** @param {{ status: number, body: string }} answer */
export function httpAnswerKey({ status, body }) {
  try {
    const value = JSON.parse(body)
    if (status === 202 && 'stored' in value) return `202 stored=${value.stored}`
    if (typeof value?.code === 'string') return `${status} ${value.code}`
  } catch {}
  return String(status)
}
