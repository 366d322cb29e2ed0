import { ApproveTransactionView } from '../ApproveTransaction/index.js'
import { ConnectingSocialView } from '../ConnectingSocial/index.js'
import { EmailVerifyDeviceView } from '../EmailVerifyDevice/index.js'
import { EmailVerifyOtpView } from '../EmailVerifyOtp/index.js'
import { UpdateEmailOtpView } from '../UpdateEmailOtp/index.js'
import { UpdateEmailWalletView } from '../UpdateEmailWallet/index.js'

/**
 * The embedded wallet's views after Connect's section as one chunk. One
 * chunk rather than seven keeps the modal's own chunk small (one import,
 * not seven lists of shared files), and the code step shows at once after
 * the e-mail. Connect's section (EmbeddedLogin) is a chunk of its own,
 * loaded before the first click.
 */
export const embeddedViews = {
  EmailVerifyOtp: EmailVerifyOtpView,
  EmailVerifyDevice: EmailVerifyDeviceView,
  ConnectingSocial: ConnectingSocialView,
  ApproveTransaction: ApproveTransactionView,
  UpdateEmailWallet: UpdateEmailWalletView,
  UpdateEmailOtp: UpdateEmailOtpView,
}
