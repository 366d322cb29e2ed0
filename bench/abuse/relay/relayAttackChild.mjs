// Child process of a relay abuse scenario: runs one attack of
// relayAttacks.mjs against the relay and answers what the attacker saw.
// At bench scale it runs at the lowest CPU priority: the attacker stands
// for clients on other machines, so on a small bench machine its own CPU
// (building and masking megabytes of frames, spinning on refusals) must
// not be taken from the relay and the normal client, whose latency is
// what the bench measures. It still gets every cycle they leave. The
// tests (test scale) keep the usual priority: they check what the
// attacker sees (close codes, answers), which a starved attacker on a
// machine busy with the rest of the suite would see late or not at all.
import { constants, setPriority } from 'node:os'
import { answerParent } from '../../lib/forkChild.mjs'
import { findRelayAttack } from './relayAttacks.mjs'

answerParent(async ({ attack, context }) => {
  if (context.scale === 'bench')
    try {
      setPriority(constants.priority.PRIORITY_LOW)
    } catch {
      // A system that refuses it: the attack runs at the usual priority.
    }
  const definition = findRelayAttack(attack)
  return definition.run(context)
})
