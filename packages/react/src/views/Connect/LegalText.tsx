import { Fragment } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useLegalMessages } from './useLegalMessages.js'

/**
 * One of the terms sentences (`agree` or `footer`) with the host's links
 * in place of `{links}`: its terms, then its privacy policy, those it
 * gave; each opens in a new tab, with no handle on this page.
 */
export function LegalText({ sentence }: { sentence: 'agree' | 'footer' }) {
  const { termsConditionsUrl, privacyPolicyUrl } = useConfig().options
  const messages = useLegalMessages()
  const links = [
    [termsConditionsUrl, messages.terms],
    [privacyPolicyUrl, messages.privacy],
  ].filter((link): link is [string, string] => Boolean(link[0]))
  const [before, after] = messages[sentence].split('{links}')
  return (
    <>
      {before}
      {links.map(([href, text], index) => (
        <Fragment key={text}>
          {index > 0 && messages.and}
          <a href={href} target="_blank" rel="noopener noreferrer">
            {text}
          </a>
        </Fragment>
      ))}
      {after}
    </>
  )
}
