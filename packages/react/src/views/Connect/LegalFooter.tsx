import { useStyles } from '../../internal/useStyles.js'
import { LegalText } from './LegalText.js'
import { legalCss } from './legalStyles.js'

/**
 * With a terms or privacy link and no terms box: "By connecting your
 * wallet, you agree to our Terms of Service and Privacy Policy" under
 * Connect's methods.
 */
export function LegalFooter() {
  useStyles('legal', legalCss)
  return (
    <p className="l-legal l-legal-line">
      <span>
        <LegalText sentence="footer" />
      </span>
    </p>
  )
}
