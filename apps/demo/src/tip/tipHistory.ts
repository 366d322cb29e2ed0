/** One tip this browser sent, as the "Your tips" list shows it. */
export type TipRecord = {
  hash: string
  amount: string
  symbol: string
  block: string
}

const KEY = 'latch-demo.tips'

/**
 * The tips this browser sent (newest first, at most 10), kept in
 * localStorage so the list survives a reload.
 */
export function tipHistory() {
  const read = (): TipRecord[] => {
    try {
      const list = JSON.parse(localStorage.getItem(KEY) ?? '[]')
      return Array.isArray(list) ? (list as TipRecord[]) : []
    } catch {
      return []
    }
  }
  return {
    read,
    add(tip: TipRecord): TipRecord[] {
      const list = [tip, ...read().filter((t) => t.hash !== tip.hash)].slice(
        0,
        10,
      )
      localStorage.setItem(KEY, JSON.stringify(list))
      return list
    },
  }
}
