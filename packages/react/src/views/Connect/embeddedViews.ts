import { ApproveTransactionView } from '../ApproveTransaction/index.js'
import { ConnectingSocialView } from '../ConnectingSocial/index.js'
import { EmailVerifyDeviceView } from '../EmailVerifyDevice/index.js'
import { EmailVerifyOtpView } from '../EmailVerifyOtp/index.js'
import { UpdateEmailOtpView } from '../UpdateEmailOtp/index.js'
import { UpdateEmailWalletView } from '../UpdateEmailWallet/index.js'
import { EmbeddedLogin } from './EmbeddedLogin.js'

/**
 * The embedded wallet's part of the modal as one chunk (~6 KB gzip): the
 * Connect section and every view after it. One chunk rather than eight
 * keeps the modal's own chunk small (one import, not eight lists of
 * shared files), and the code step shows at once after the e-mail.
 */
export const embeddedViews = {
  EmbeddedLogin,
  EmailVerifyOtp: EmailVerifyOtpView,
  EmailVerifyDevice: EmailVerifyDeviceView,
  ConnectingSocial: ConnectingSocialView,
  ApproveTransaction: ApproveTransactionView,
  UpdateEmailWallet: UpdateEmailWalletView,
  UpdateEmailOtp: UpdateEmailOtpView,
}
