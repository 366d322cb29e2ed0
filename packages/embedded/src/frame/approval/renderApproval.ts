import { type EvmRequestReview, wordEvmReview } from '@latch/common/describe'
import type { EmbeddedReview } from '@latch/common/embedded-protocol'
import {
  type SolanaRequestReview,
  wordSolanaReview,
} from '@latch/solana/transactions'
import type { DappData } from '../handlers/types.js'
import type { FrameScreenText } from '../messages/FrameScreenText.js'
import { frameText } from '../text.js'
import { findNetwork } from './findNetwork.js'
import { summarizeSend } from './summarizeSend.js'
import { watchVisibility as defaultWatchVisibility } from './watchVisibility.js'

export type ApprovalRequest = {
  method: string
  chainId: number | string | undefined
  /**
   * The service's review of exactly the request it stored and will sign
   * (POST /rpc/prepare): the screen shows this, never the page's params.
   */
  review: EmbeddedReview | undefined
  /**
   * A screen of the frame's own (no service review): creating a passkey,
   * which the browser lets a cross-origin frame do only after a click in
   * it.
   */
  screen?:
    | {
        title: string
        details: {
          label: string
          value: string
          block?: boolean | undefined
          warning?: boolean | undefined
        }[]
      }
    | undefined
}

export type ApprovalView = {
  /** What the screen asks ("Sign message"), for the host's header. */
  title: string
  /** true once on Approve, false on Reject or Escape; never both. */
  decision: Promise<boolean>
  /** The answer is being fetched: say so, keep the buttons off. */
  setBusy(): void
  /** Rejects unless the user already decided; says whether it did. */
  cancel(): boolean
  /** Removes the screen and its listeners. */
  destroy(): void
}

export type RenderApprovalOptions = {
  document: Document
  root: Element
  request: ApprovalRequest
  dapp: DappData | undefined
  /** The screen's words (the host's locale). @default frameText */
  text?: FrameScreenText
  /** The pinned host origin: the one fact about the requester we know. */
  origin: string
  /** Approve stays off this long after showing (clickjacking). @default 500 */
  armDelayMs?: number
  watchVisibility?: typeof defaultWatchVisibility
  /**
   * Told the screen's content height (CSS px) when it shows and as it
   * changes, so the host sizes the frame to it (APPROVAL_SIZE).
   */
  onHeight?: ((height: number) => void) | undefined
}

/** Only icons the frame's CSP lets load: data: images and its own origin. */
function safeIcon(icon: string | undefined, base: string): string | undefined {
  if (!icon) return undefined
  if (/^data:image\/[a-z+.-]+[;,]/i.test(icon)) return icon
  try {
    const url = new URL(icon, base)
    return url.origin === new URL(base).origin ? url.href : undefined
  } catch {
    return undefined
  }
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/**
 * Shows the approval screen (SPEC §2 ApproveTransaction, rendered by the
 * frame itself so no script on the host page can press Approve): who asks
 * (the verified origin, then the app's own claims), what is asked, and
 * Approve / Reject. Approve is enabled once the frame has been visible,
 * at one size, for `armDelayMs`; Escape rejects; a second click does
 * nothing.
 */
export function renderApproval({
  document,
  root,
  request,
  dapp,
  origin,
  text = frameText,
  armDelayMs = 500,
  watchVisibility = defaultWatchVisibility,
  onHeight,
}: RenderApprovalOptions): ApprovalView {
  const el = <tag extends keyof HTMLElementTagNameMap>(
    tag: tag,
    className: string,
    content?: string,
  ) => {
    const node = document.createElement(tag)
    node.className = className
    if (content !== undefined) node.textContent = content
    return node
  }
  const network = findNetwork(request.chainId)
  const { review, screen } = request
  // The service's review words as the frame's catalogue says.
  const worded = screen
    ? { ...screen, warnings: [] as string[] }
    : review?.namespace === 'solana'
      ? wordSolanaReview(
          request.method,
          review as unknown as SolanaRequestReview,
          text.solana,
        )
      : wordEvmReview(request.method, review as EvmRequestReview, text.evm)
  const { details, warnings } = worded
  // A plain send is titled by what it sends ("Send 1.5 ETH"), its value
  // with USD where the service priced the fee: both from the review of
  // the bytes that are signed.
  const send =
    !review || review.namespace === 'solana'
      ? undefined
      : summarizeSend(review as EvmRequestReview, text.evm)
  const title = send ? text.send(send.amount) : worded.title
  if (send?.usd)
    for (const detail of details)
      if (detail.label === text.evm.value)
        detail.value = `${detail.value} (${send.usd})`
  const dialog = el('section', 'approval')
  dialog.setAttribute('role', 'dialog')
  dialog.setAttribute('aria-modal', 'true')
  dialog.setAttribute('aria-label', text.dialogName)
  dialog.tabIndex = -1

  const header = el('header', 'approval-header')
  const icon = safeIcon(dapp?.metadata?.icons[0], document.baseURI)
  if (icon) {
    const img = el('img', 'approval-icon')
    img.alt = ''
    img.src = icon
    header.append(img)
  }
  // The title is the host's header (APPROVAL_OPEN's `title`): here only
  // for assistive technology (frame.css), so it is not said twice.
  header.append(el('h1', 'approval-title', title))
  dialog.append(header)
  // Warnings first, announced (role="alert"), so they are read before
  // the details and the Approve button.
  for (const warning of warnings) {
    const p = el('p', 'approval-warning', `${text.warning}: ${warning}`)
    p.setAttribute('role', 'alert')
    dialog.append(p)
  }

  const facts = el('dl', 'approval-facts')
  facts.tabIndex = 0
  const fact = (label: string, value: string, block = false, warn = false) => {
    const dd = el(
      'dd',
      block ? 'approval-block' : warn ? 'approval-warning' : '',
    )
    const pre = el('pre', '', value)
    // Scrollable regions take keyboard focus (so they can be scrolled).
    pre.tabIndex = 0
    dd.append(block ? pre : document.createTextNode(value))
    facts.append(el('dt', warn ? 'approval-warning' : '', label), dd)
  }
  fact(text.requestedBy, origin)
  const meta = dapp?.metadata
  const claimed = meta?.url ? originOf(meta.url) : undefined
  // The origin once: the app's own URL only when it says something else.
  const claims = [meta?.name, claimed === origin ? undefined : meta?.url]
  if (claims.some(Boolean))
    fact(text.appClaims, claims.filter(Boolean).join(' · '))
  if (request.chainId !== undefined)
    fact(
      text.network,
      network
        ? text.networkName(network.name, request.chainId)
        : String(request.chainId),
    )
  for (const detail of details)
    fact(detail.label, detail.value, detail.block, detail.warning)
  dialog.append(facts)
  if (claimed && claimed !== origin)
    dialog.append(el('p', 'approval-warning', text.originMismatch(claimed)))

  const status = el('p', 'approval-status')
  status.setAttribute('role', 'status')
  const actions = el('div', 'approval-actions')
  const reject = el('button', 'approval-reject', text.reject)
  const approve = el('button', 'approval-approve', text.approve)
  reject.type = 'button'
  approve.type = 'button'
  approve.disabled = true
  actions.append(reject, approve)
  dialog.append(status, actions)

  let decided = false
  let busy = false
  let armed = false // set by rearm(), on the first visibility report
  let visible = false
  let resolve: (approved: boolean) => void = () => {}
  const decision = new Promise<boolean>((r) => {
    resolve = r
  })
  const update = () => {
    approve.disabled = decided || !armed || !visible
    reject.disabled = decided
    status.textContent = busy
      ? text.working
      : !visible && !decided
        ? text.notVisible
        : ''
  }
  const decide = (approved: boolean) => {
    if (decided || (approved && approve.disabled)) return
    decided = true
    update()
    resolve(approved)
  }
  approve.addEventListener('click', () => decide(true))
  reject.addEventListener('click', () => decide(false))
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') decide(false)
  }
  document.addEventListener('keydown', onKey)
  // Approve arms once the screen has been visible, at one size, for
  // `armDelayMs`: hidden, or resized by the host (which moves the iframe),
  // starts the wait again. Chromium also drops clicks on a cross-origin
  // frame that moved in the last ~500 ms, so an Approve enabled right after
  // a move would be a button that silently ignores the visitor.
  let timer: ReturnType<typeof setTimeout> | undefined
  const rearm = () => {
    clearTimeout(timer)
    armed = armDelayMs <= 0
    if (visible && !armed)
      timer = setTimeout(() => {
        armed = true
        update()
      }, armDelayMs)
    update()
  }

  root.replaceChildren(dialog)
  const stopWatching = watchVisibility(dialog, (isVisible) => {
    visible = isVisible
    rearm()
  })
  update()
  dialog.focus()
  // The height the content needs: the screen's, plus what the details
  // scroll when the frame is shorter than them. Whole pixels round
  // differently at each frame height, so a size one pixel smaller than
  // the last is not reported (it could resize the frame forever). The
  // host lays the frame out at its box's width, invisibly, and shows it
  // once the height holds (the first, at the hidden 1 px, is bogus).
  let reported = 0
  // A new size (the host resized the frame, which moves it) re-arms.
  const resize =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => {
          rearm()
          // Whole pixels already (scroll and client heights are).
          const height =
            dialog.scrollHeight + facts.scrollHeight - facts.clientHeight
          // Unless reported - height is 0 or 1 (the same, or rounding's pixel).
          if ((reported - height) >>> 0 > 1) {
            reported = height
            onHeight?.(height)
          }
        })
      : undefined
  resize?.observe(dialog)
  resize?.observe(facts)

  return {
    title,
    decision,
    setBusy() {
      busy = true
      dialog.setAttribute('aria-busy', 'true')
      update()
    },
    cancel() {
      const open = !decided
      decide(false)
      return open
    },
    destroy() {
      clearTimeout(timer)
      resize?.disconnect()
      stopWatching()
      document.removeEventListener('keydown', onKey)
      dialog.remove()
    },
  }
}
