import {
  afterPaint,
  WALLET_LIST_PAGE_SIZE,
  WALLET_SEARCH_MAX,
  WALLET_SEARCH_MIN_WAIT_MS,
} from '@latch/common'
import { type DirectoryWallet, getWalletDirectory } from '@latch/core'
import { useCallback, useRef, useState } from 'react'
import { useEffectWhenShown } from '../internal/ViewShownContext.js'
import { useConfig } from './useConfig.js'
import { useLatchAccount } from './useLatchAccount.js'

export type UseWalletDirectoryReturnType = {
  /** Wallets loaded so far (all pages), or the search results. */
  wallets: readonly DirectoryWallet[]
  /** Total matching wallets on the server. */
  count: number
  loading: boolean
  failed: boolean
  /** This query's answer (or failure) came: false until the first one. */
  settled: boolean
  /** Whether the config has an API server, hence a directory at all. */
  available: boolean
  /** Loads the next page of 40 (not while searching). */
  loadMore(): void
  /** Asks again after a failure. */
  retry(): void
}

type Page = { wallets: readonly DirectoryWallet[]; count: number }

/**
 * The wallet directory of the config's Latch API server (SPEC §9): pages of
 * 40, or with a search the first 100 matches, each search shown no sooner
 * than 300 ms after typing so results do not flicker; or with `include`
 * just those wallets (none asked for: no request). Fetches only while a
 * view that shows it is mounted, i.e. after the modal opened.
 */
export function useWalletDirectory(
  search = '',
  include?: readonly string[],
): UseWalletDirectoryReturnType {
  const config = useConfig()
  // The directory offers the active namespace's wallets: a switch to
  // another namespace while the list shows loads that namespace's list.
  const { chainNamespace } = useLatchAccount()
  const available = config.options.apiUrl !== undefined && include?.length !== 0
  const query = include ? include.join() : search.trim()
  // Pages loaded, per query: a new search starts again at page 1.
  const [paging, setPaging] = useState({ query, pages: 1 })
  const pages = paging.query === query ? paging.pages : 1
  const [result, setResult] = useState<Page & { key: string }>({
    key: '',
    wallets: [],
    count: 0,
  })
  const [failed, setFailed] = useState(false)
  // Bumped by `retry`: the same query asked again, of the server itself
  // (not the failure the data layer keeps for 30 s).
  const [attempt, setAttempt] = useState(0)
  const retried = useRef(false)
  const currentKey = `${query}\n${pages}\n${chainNamespace}`
  const settled = failed || result.key === currentKey

  // Asked once the view showing it shows (not by the modal's standby).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks again
  useEffectWhenShown(() => {
    if (!available) return
    let live = true
    const key = currentKey
    // (No state set here when nothing failed: the render this effect
    // follows is the click's, and another would delay its frame.)
    setFailed(false)
    const force = retried.current
    retried.current = false
    const load = async (): Promise<Page> => {
      if (include)
        return getWalletDirectory(config, {
          include,
          entries: include.length,
          force,
        })
      if (query) {
        const [page] = await Promise.all([
          getWalletDirectory(config, {
            search: query,
            entries: WALLET_SEARCH_MAX,
            force,
          }),
          new Promise((r) => setTimeout(r, WALLET_SEARCH_MIN_WAIT_MS)),
        ])
        return page
      }
      const all = await Promise.all(
        Array.from({ length: pages }, (_, i) =>
          getWalletDirectory(config, {
            page: i + 1,
            entries: WALLET_LIST_PAGE_SIZE,
            force,
          }),
        ),
      )
      return {
        wallets: all.flatMap((p) => p.wallets),
        count: all[0]?.count ?? 0,
      }
    }
    // Asked once the frame showing the view is painted, not in the click's.
    const cancel = afterPaint(() =>
      load().then(
        (page) => {
          if (!live) return
          setResult({ key, ...page })
        },
        () => {
          if (!live) return
          setFailed(true)
        },
      ),
    )
    return () => {
      live = false
      cancel()
    }
  }, [available, config, pages, query, currentKey, attempt])

  const retry = useCallback(() => {
    retried.current = true
    setAttempt((n) => n + 1)
  }, [])
  const loadMore = useCallback(() => {
    if (!query) setPaging({ query, pages: pages + 1 })
  }, [query, pages])

  return {
    wallets: result.wallets,
    count: result.count,
    // Loading from the first render: the request starts after its paint.
    loading: available && !settled,
    failed,
    settled,
    available,
    loadMore,
    retry,
  }
}
