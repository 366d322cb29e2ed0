import type { BuyMessages } from '../useBuyMessages.js'

/** The Buy view's strings in he (their own chunk, loaded by Buy). */
const catalogue: BuyMessages = {
  buyWhat: 'מה ברצונך לקנות?',
  buyByCard: 'תשלום בכרטיס',
  buyToken: 'קנייה של {symbol} ב-{network}',
  buySample: 'אפשרויות לדוגמה: לא ניתן היה להגיע לשירות הרכישה',
  buyNothing: 'אין מה לקנות ברשת הזו',
  buyAmount: 'סכום לתשלום',
  buyCurrency: 'מטבע',
  buyLimits: 'מ-{min} עד {max} {currency} בכרטיס',
  buyBelowMinimum: 'המינימום הוא {amount} {currency}',
  buyAboveMaximum: 'המקסימום הוא {amount} {currency}',
  buyTooManyDecimals: 'הזן סכום עם 2 ספרות אחרי הנקודה לכל היותר',
  buyQuoting: 'מקבלים הצעת מחיר…',
  buyQuote: 'הצעת מחיר',
  buyReceive: 'תקבל',
  buyFee: 'עמלה',
  buyTotal: 'סה״כ',
  buyEstimate: 'הערכה בלבד: דף התשלום מציג את הסכום הסופי',
  buyContinue: 'המשך לתשלום',
  buyStartFailed: 'לא ניתן היה לפתוח את דף התשלום',
  buyPopupBlocked: 'הדפדפן חסם את חלון התשלום',
  buyOpenPayment: 'פתיחת דף התשלום',
  buyPayInWindow: 'השלם את התשלום בחלון החדש',
  buyDelivering: 'התשלום התקבל: {amount} בדרך לארנק שלך',
  buyDone: '{amount} הגיע לארנק שלך',
  buyDeclined: 'הכרטיס שלך נדחה. לא בוצע חיוב.',
  buyFailed: 'הרכישה נכשלה: לא נשלח דבר',
  buyDoneButton: 'חזרה לחשבון',
  buyStatusFailed: 'לא ניתן היה לקרוא את מצב הרכישה',
  buyWindowClosed: 'חלון התשלום נסגר לפני שהתשלום הושלם',
}

export default catalogue
