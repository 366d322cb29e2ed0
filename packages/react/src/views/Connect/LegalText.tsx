import { Fragment } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useLegalMessages } from './useLegalMessages.js'

/** An http(s) URL or a path on the host's site: anything else (`javascript:`…) is not linked. */
const linkable = (url: unknown): url is string =>
  typeof url === 'string' && /^(https?:\/\/|\/(?!\/))/i.test(url.trim())

/**
 * One of the terms sentences (`agree` or `footer`) with the host's links
 * in place of `{links}`: its terms, then its privacy policy, those it
 * gave; each opens in a new tab, with no handle on this page. A value
 * that is no http(s) URL or site path shows as its name, unlinked.
 */
export function LegalText({ sentence }: { sentence: 'agree' | 'footer' }) {
  const { termsConditionsUrl, privacyPolicyUrl } = useConfig().options
  const messages = useLegalMessages()
  const links = [
    [termsConditionsUrl, messages.terms],
    [privacyPolicyUrl, messages.privacy],
  ].filter((link) => Boolean(link[0])) as [string, string][]
  const [before, after] = messages[sentence].split('{links}')
  return (
    <>
      {before}
      {links.map(([href, text], index) => (
        <Fragment key={text}>
          {index > 0 && messages.and}
          {linkable(href) ? (
            <a href={href.trim()} target="_blank" rel="noopener noreferrer">
              {text}
            </a>
          ) : (
            text
          )}
        </Fragment>
      ))}
      {after}
    </>
  )
}
