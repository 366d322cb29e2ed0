import type { SwapMessages } from '../useSwapMessages.js'

/** The Swap views' strings in he (their own chunk, loaded by Swap). */
const catalogue: SwapMessages = {
  swapFrom: 'אתה משלם',
  swapTo: 'אתה מקבל',
  swapChooseToken: 'בחר אסימון: {symbol}',
  swapSelectToken: 'בחר אסימון',
  swapSearchTokens: 'חפש אסימונים',
  swapNoTokens: 'לא נמצאו אסימונים',
  swapFlip: 'החלף בין האסימונים',
  swapQuoted: 'הצעת מחיר: הסכום שמתקבל נגזר מהסכום שמשולם',
  swapQuoting: 'מקבל הצעת מחיר…',
  swapQuoteFailed: 'לא ניתן לקבל הצעת מחיר',
  swapNoRoute: 'אין מסלול לזוג הזה',
  swapSameToken: 'בחר שני אסימונים שונים',
  swapPriceImpact: 'השפעה על המחיר',
  swapSlippage: 'סבילות להחלקה (%)',
  swapInvalidSlippage: 'הזן החלקה בין 0.01 ל-50 %',
  swapMinimumReceived: 'מינימום שיתקבל',
  swapRoute: 'מסלול',
  swapRouteVia: '{path} דרך {protocol}',
  swapPreview: 'סקירת ההחלפה',
  swapApproveFirst: 'אשר תחילה {amount} להחלפה בארנק שלך',
  swapApproveInBatch: 'אשר {amount} והחלף באישור אחד בארנק שלך',
  swapApproving: 'אשר בארנק שלך…',
  swapDone: '{from} הוחלף ב-{to}',
  swapReverted: 'ההחלפה בוטלה: המחיר זז מעבר להחלקה שלך',
  swapUnsupported: 'הרשת אינה נתמכת להחלפות',
  swapPercent: '{amount} %',
}

export default catalogue
