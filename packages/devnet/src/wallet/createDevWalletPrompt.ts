import type { DevWalletPromptRequest } from './types.js'

export type DevWalletPrompt = {
  /** Shows the request (after any earlier ones); resolves on a click. */
  confirm(request: DevWalletPromptRequest): Promise<boolean>
  /** Removes the panel and rejects everything still waiting. */
  destroy(): void
}

const panelStyle = [
  'position:fixed',
  'left:16px',
  'bottom:16px',
  'z-index:2147483647',
  'width:min(360px,calc(100vw - 32px))',
  'max-height:calc(100vh - 32px)',
  'overflow:auto',
  'box-sizing:border-box',
  'padding:16px',
  'border-radius:12px',
  'background:#fff',
  'color:#111',
  'border:1px solid #d0d0e0',
  'box-shadow:0 8px 32px rgba(0,0,0,.25)',
  'font:14px/1.4 system-ui,sans-serif',
].join(';')
const buttonStyle =
  'flex:1;padding:8px 12px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;'

/**
 * The approval panel of the Latch Dev Wallet: a `role="dialog"` named
 * 'Latch Dev Wallet', fixed at the bottom left above everything, with a
 * heading, the warnings, the details and "Approve"/"Reject" buttons. One request is shown
 * at a time; the others wait in order. Escape rejects.
 */
export function createDevWalletPrompt({
  container,
}: {
  /** Where the panel goes. @default document.body */
  container?: HTMLElement
} = {}): DevWalletPrompt {
  let queue: Promise<unknown> = Promise.resolve()
  let waiting = 0
  let destroyed = false
  let closeCurrent: ((approved: boolean) => void) | undefined

  function show(request: DevWalletPromptRequest) {
    return new Promise<boolean>((resolve) => {
      if (destroyed) return resolve(false)
      const parent = container ?? document.body
      const doc = parent.ownerDocument
      const element = <K extends keyof HTMLElementTagNameMap>(
        tag: K,
        style: string,
        text?: string,
      ) => {
        const node = doc.createElement(tag)
        // CSSOM, not a `style` attribute: works under a strict page CSP.
        node.style.cssText = style
        if (text !== undefined) node.textContent = text
        return node
      }

      const panel = element('div', panelStyle)
      panel.setAttribute('role', 'dialog')
      panel.setAttribute('aria-label', 'Latch Dev Wallet')
      panel.setAttribute('data-latch-dev-wallet', '')
      panel.append(
        element(
          'div',
          'font-size:12px;color:#5b3df5;font-weight:600',
          'Latch Dev Wallet',
        ),
      )
      panel.append(
        element('h2', 'margin:4px 0 12px;font-size:16px', request.title),
      )
      // Warnings before the details, announced (role="alert").
      for (const warning of request.warnings ?? []) {
        const alert = element(
          'p',
          'margin:0 0 8px;padding:6px 8px;border-radius:6px;background:#fff4e5;color:#8a3b00;font-size:12px',
          `⚠ ${warning}`,
        )
        alert.setAttribute('role', 'alert')
        panel.append(alert)
      }
      const list = element('dl', 'margin:0 0 12px')
      for (const { label, value } of request.details) {
        list.append(element('dt', 'font-size:12px;color:#555', label))
        list.append(
          element(
            'dd',
            'margin:0 0 8px;white-space:pre-wrap;word-break:break-all;max-height:160px;overflow:auto;font-family:ui-monospace,monospace;font-size:12px',
            value,
          ),
        )
      }
      panel.append(list)
      if (waiting > 1)
        panel.append(
          element(
            'p',
            'margin:0 0 12px;font-size:12px;color:#555',
            `${waiting - 1} more request(s) waiting`,
          ),
        )
      const row = element('div', 'display:flex;gap:8px')
      const reject = element(
        'button',
        `${buttonStyle}background:#fff;color:#111;border:1px solid #999`,
        'Reject',
      )
      const approve = element(
        'button',
        `${buttonStyle}background:#5b3df5;color:#fff;border:1px solid #5b3df5`,
        'Approve',
      )
      reject.type = 'button'
      approve.type = 'button'
      row.append(reject, approve)
      panel.append(row)

      const previousFocus = doc.activeElement as HTMLElement | null
      const close = (approved: boolean) => {
        closeCurrent = undefined
        panel.remove()
        previousFocus?.focus?.()
        resolve(approved)
      }
      closeCurrent = close
      approve.addEventListener('click', () => close(true))
      reject.addEventListener('click', () => close(false))
      panel.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') close(false)
      })
      parent.append(panel)
      approve.focus()
    })
  }

  return {
    confirm(request) {
      waiting++
      const answer = queue.then(() => show(request))
      queue = answer.finally(() => {
        waiting--
      })
      return answer
    },
    destroy() {
      destroyed = true
      closeCurrent?.(false)
    },
  }
}
