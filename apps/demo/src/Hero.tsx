import { messages } from './messages.js'

/** What Latch is and what to do here, for a first-time visitor. */
export function Hero() {
  return (
    <section className="hero">
      <h1>{messages.heroHeading}</h1>
      <p className="lead">{messages.heroLead}</p>
      <p>{messages.heroSteps}</p>
    </section>
  )
}
