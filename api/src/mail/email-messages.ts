import { LANGUAGE_LOCALES, type DisplayFormat, type Language } from '@greencart/contracts';

/**
 * The API's email texts in the shop's three languages (docs/PRODUCTS.md "Translations",
 * "Emails in the shopper's language"): one key per sentence or phrase, `{name}` placeholders
 * filled by {@link emailText}. English is the texts the emails always had; a test checks that
 * every key exists in every language with the same placeholders. Amounts and dates are never
 * written here: they are formatted by contracts' one formatter in the language's locale
 * ({@link emailFormat}) and passed in.
 */
const en = {
  'order.placed': 'We have your order {number}',
  'order.confirmed': 'Your order {number} is confirmed',
  'order.out_for_delivery': 'Your order {number} is on its way',
  'order.delivered': 'Your order {number} was delivered',
  'order.cancelled': 'Your order {number} was cancelled',
  'order.packing_changed': 'A change to your order {number}',
  'order.substitution_question': 'A question about your order {number}',
  'order.refunded': 'Your refund for order {number}',
  'line.replaces': ' (replaces {name})',
  'line.shortPick': ' (ordered {ordered}, packed {packed})',
  'line.weighedEstimate': 'ordered {grams} · estimated {amount}',
  'line.weighedPacked': 'ordered {grams} · packed {kg} · {amount}',
  refunded: 'We refunded {amount} to your card.',
  subtotal: 'Subtotal: {amount}',
  discount: 'Discount: -{amount}',
  tax: 'Tax ({percent}): {amount}',
  includesTax: 'Includes tax ({percent}): {amount}',
  delivery: 'Delivery: {amount}',
  total: 'Total: {amount}',
  cashDue: 'Cash to pay on delivery: {amount} (rounding {rounding})',
  placed: 'Placed: {when}',
  'payment.cod': 'Payment: cash on delivery',
  'payment.codPaid': 'Payment: cash on delivery, paid',
  'payment.card': 'Payment: card',
  'payment.cardPaid': 'Payment: card, paid',
  deliverTo: 'Delivery to: {address}',
  deliveryWindow: 'Delivery window: {window}',
  seeOrder: 'See your order: {link}',
  seeOrderLink: 'See your order {number}',
  'backInStock.subject': '{name} is back in stock',
  'backInStock.body':
    'You asked us to tell you when it returns. It is in the store now, while it lasts.',
  'backInStock.see': 'See it',
  'backInStock.seeLink': 'See {name}',
  'reset.subject': 'Reset your {shop} password',
  'reset.asked': 'Someone (we hope you) asked to reset the password of your {shop} account.',
  'reset.once':
    'The link below works once, for {minutes} minutes. If it was not you, ignore this email: your password stays as it is.',
  'reset.action': 'Choose a new password',
  'emailChange.subject': 'Confirm your new {shop} email',
  'emailChange.open': 'Open the link below to use this address for your {shop} account.',
  'emailChange.once':
    'It works once, for {minutes} minutes. If you did not ask for this, ignore this email.',
  'emailChange.action': 'Confirm this email address',
} as const;

/** A key of the email catalogue. */
export type EmailMessageKey = keyof typeof en;

const si: Record<EmailMessageKey, string> = {
  'order.placed': 'ඔබගේ ඇණවුම {number} අපට ලැබුණි',
  'order.confirmed': 'ඔබගේ ඇණවුම {number} තහවුරු කෙරිණි',
  'order.out_for_delivery': 'ඔබගේ ඇණවුම {number} ගෙන එමින් පවතී',
  'order.delivered': 'ඔබගේ ඇණවුම {number} භාර දෙන ලදී',
  'order.cancelled': 'ඔබගේ ඇණවුම {number} අවලංගු කෙරිණි',
  'order.packing_changed': 'ඔබගේ ඇණවුම {number} හි වෙනසක්',
  'order.substitution_question': 'ඔබගේ ඇණවුම {number} ගැන ප්‍රශ්නයක්',
  'order.refunded': 'ඇණවුම {number} සඳහා ඔබගේ මුදල් ආපසු ගෙවීම',
  'line.replaces': ' ({name} වෙනුවට)',
  'line.shortPick': ' (ඇණවුම් කළේ {ordered}, ඇසුරුම් කළේ {packed})',
  'line.weighedEstimate': 'ඇණවුම් කළේ {grams} · ඇස්තමේන්තුව {amount}',
  'line.weighedPacked': 'ඇණවුම් කළේ {grams} · ඇසුරුම් කළේ {kg} · {amount}',
  refunded: 'අපි {amount} ඔබගේ කාඩ්පතට ආපසු ගෙවුවෙමු.',
  subtotal: 'උප එකතුව: {amount}',
  discount: 'වට්ටම: -{amount}',
  tax: 'බදු ({percent}): {amount}',
  includesTax: 'බදු ඇතුළුව ({percent}): {amount}',
  delivery: 'බෙදාහැරීම: {amount}',
  total: 'මුළු එකතුව: {amount}',
  cashDue: 'භාරදීමේදී ගෙවිය යුතු මුදල: {amount} (වටැයීම {rounding})',
  placed: 'ඇණවුම් කළේ: {when}',
  'payment.cod': 'ගෙවීම: භාරදීමේදී මුදලින්',
  'payment.codPaid': 'ගෙවීම: භාරදීමේදී මුදලින්, ගෙවා ඇත',
  'payment.card': 'ගෙවීම: කාඩ්පතින්',
  'payment.cardPaid': 'ගෙවීම: කාඩ්පතින්, ගෙවා ඇත',
  deliverTo: 'භාර දෙන්නේ: {address}',
  deliveryWindow: 'භාරදීමේ කාලය: {window}',
  seeOrder: 'ඔබගේ ඇණවුම බලන්න: {link}',
  seeOrderLink: 'ඔබගේ ඇණවුම {number} බලන්න',
  'backInStock.subject': '{name} නැවත තොගයේ ඇත',
  'backInStock.body': 'එය නැවත පැමිණි විට දැනුම් දෙන ලෙස ඔබ ඉල්ලා සිටියා. එය දැන් වෙළඳසැලේ ඇත, ඉවර වන තුරු.',
  'backInStock.see': 'එය බලන්න',
  'backInStock.seeLink': '{name} බලන්න',
  'reset.subject': 'ඔබගේ {shop} මුරපදය යළි සකසන්න',
  'reset.asked': 'කවුරුන් හෝ (ඔබ යැයි අපි සිතමු) ඔබගේ {shop} ගිණුමේ මුරපදය යළි සැකසීමට ඉල්ලා ඇත.',
  'reset.once':
    'පහත සබැඳිය එක් වරක්, මිනිත්තු {minutes} ක් සඳහා ක්‍රියා කරයි. එය ඔබ නොවේ නම්, මෙම ඊමේලය නොසලකා හරින්න: ඔබගේ මුරපදය නොවෙනස්ව පවතී.',
  'reset.action': 'නව මුරපදයක් තෝරන්න',
  'emailChange.subject': 'ඔබගේ නව {shop} ඊමේලය තහවුරු කරන්න',
  'emailChange.open': 'ඔබගේ {shop} ගිණුම සඳහා මෙම ලිපිනය භාවිත කිරීමට පහත සබැඳිය විවෘත කරන්න.',
  'emailChange.once':
    'එය එක් වරක්, මිනිත්තු {minutes} ක් සඳහා ක්‍රියා කරයි. ඔබ මෙය ඉල්ලා නොසිටියේ නම්, මෙම ඊමේලය නොසලකා හරින්න.',
  'emailChange.action': 'මෙම ඊමේල් ලිපිනය තහවුරු කරන්න',
};

const ta: Record<EmailMessageKey, string> = {
  'order.placed': 'உங்கள் ஆர்டர் {number} எங்களுக்குக் கிடைத்தது',
  'order.confirmed': 'உங்கள் ஆர்டர் {number} உறுதிசெய்யப்பட்டது',
  'order.out_for_delivery': 'உங்கள் ஆர்டர் {number} வந்துகொண்டிருக்கிறது',
  'order.delivered': 'உங்கள் ஆர்டர் {number} ஒப்படைக்கப்பட்டது',
  'order.cancelled': 'உங்கள் ஆர்டர் {number} ரத்து செய்யப்பட்டது',
  'order.packing_changed': 'உங்கள் ஆர்டர் {number} இல் ஒரு மாற்றம்',
  'order.substitution_question': 'உங்கள் ஆர்டர் {number} பற்றி ஒரு கேள்வி',
  'order.refunded': 'ஆர்டர் {number} க்கான உங்கள் பணத்திருப்பம்',
  'line.replaces': ' ({name} க்குப் பதிலாக)',
  'line.shortPick': ' (ஆர்டர் செய்தது {ordered}, பொதி செய்தது {packed})',
  'line.weighedEstimate': 'ஆர்டர் செய்தது {grams} · மதிப்பீடு {amount}',
  'line.weighedPacked': 'ஆர்டர் செய்தது {grams} · பொதி செய்தது {kg} · {amount}',
  refunded: '{amount} உங்கள் அட்டைக்குத் திருப்பிச் செலுத்தினோம்.',
  subtotal: 'உப மொத்தம்: {amount}',
  discount: 'தள்ளுபடி: -{amount}',
  tax: 'வரி ({percent}): {amount}',
  includesTax: 'வரி உட்பட ({percent}): {amount}',
  delivery: 'விநியோகம்: {amount}',
  total: 'மொத்தம்: {amount}',
  cashDue: 'விநியோகத்தின்போது செலுத்த வேண்டிய பணம்: {amount} (முழுமையாக்கல் {rounding})',
  placed: 'ஆர்டர் செய்தது: {when}',
  'payment.cod': 'கட்டணம்: விநியோகத்தின்போது பணம்',
  'payment.codPaid': 'கட்டணம்: விநியோகத்தின்போது பணம், செலுத்தப்பட்டது',
  'payment.card': 'கட்டணம்: அட்டை',
  'payment.cardPaid': 'கட்டணம்: அட்டை, செலுத்தப்பட்டது',
  deliverTo: 'விநியோக முகவரி: {address}',
  deliveryWindow: 'விநியோக நேரம்: {window}',
  seeOrder: 'உங்கள் ஆர்டரைப் பாருங்கள்: {link}',
  seeOrderLink: 'உங்கள் ஆர்டர் {number} ஐப் பாருங்கள்',
  'backInStock.subject': '{name} மீண்டும் கையிருப்பில் உள்ளது',
  'backInStock.body':
    'அது மீண்டும் வரும்போது சொல்லுமாறு கேட்டிருந்தீர்கள். இப்போது கடையில் உள்ளது, இருப்பு உள்ளவரை.',
  'backInStock.see': 'பாருங்கள்',
  'backInStock.seeLink': '{name} ஐப் பாருங்கள்',
  'reset.subject': 'உங்கள் {shop} கடவுச்சொல்லை மீட்டமைக்கவும்',
  'reset.asked': 'யாரோ (நீங்கள் என நம்புகிறோம்) உங்கள் {shop} கணக்கின் கடவுச்சொல்லை மீட்டமைக்கக் கேட்டுள்ளனர்.',
  'reset.once':
    'கீழே உள்ள இணைப்பு ஒருமுறை, {minutes} நிமிடங்களுக்கு வேலை செய்யும். அது நீங்கள் இல்லையென்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: உங்கள் கடவுச்சொல் மாறாது.',
  'reset.action': 'புதிய கடவுச்சொல்லைத் தேர்வுசெய்க',
  'emailChange.subject': 'உங்கள் புதிய {shop} மின்னஞ்சலை உறுதிசெய்யவும்',
  'emailChange.open': 'உங்கள் {shop} கணக்கிற்கு இந்த முகவரியைப் பயன்படுத்த கீழே உள்ள இணைப்பைத் திறக்கவும்.',
  'emailChange.once':
    'இது ஒருமுறை, {minutes} நிமிடங்களுக்கு வேலை செய்யும். நீங்கள் இதைக் கேட்கவில்லையென்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்.',
  'emailChange.action': 'இந்த மின்னஞ்சல் முகவரியை உறுதிசெய்யவும்',
};

/** The catalogue: every key in every language (the test checks the placeholders match). */
export const EMAIL_MESSAGES: Readonly<Record<Language, Readonly<Record<EmailMessageKey, string>>>> =
  { en, si, ta };

/** The `{name}` placeholders of a message, sorted. */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
}

/**
 * A message in `language` with its placeholders filled; English when the language lacks it
 * (never, by the catalogue test, but a stored language is data).
 */
export function emailText(
  language: Language,
  key: EmailMessageKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const message = EMAIL_MESSAGES[language]?.[key] ?? EMAIL_MESSAGES.en[key];
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * How an email in `language` formats amounts and dates. Dates take the language's Sri Lankan
 * locale (`si-LK`, `ta-LK`: its month names), always in the shop's time zone. Amounts keep the
 * shop's own style in every language ("LKR 1,234,567.50", grouped in thousands): that is how
 * rupees are written on Sri Lankan receipts and bank statements in all three languages, while
 * `ta-LK` would group by lakh ("12,34,567.50"), an Indian convention. English is the shop's
 * format for both: the emails as they always were.
 */
export function emailFormats(
  format: DisplayFormat,
  language: Language,
): { money: DisplayFormat; dates: DisplayFormat } {
  return {
    money: format,
    dates: language === 'en' ? format : { ...format, locale: LANGUAGE_LOCALES[language] },
  };
}
