import { useLatch } from '@latch/react'
import { messages } from '../messages.js'

/**
 * The demo's own view, shown in the Latch modal with
 * `open({ view: AboutDemoView, title })` (SPEC §2 "a view given by the
 * caller"): it uses Latch's hooks like any component under the provider.
 */
export function AboutDemoView() {
  const { close } = useLatch()
  return (
    <div className="about-demo">
      <p>{messages.aboutDemoText}</p>
      <button type="button" onClick={close}>
        {messages.aboutDemoDone}
      </button>
    </div>
  )
}
