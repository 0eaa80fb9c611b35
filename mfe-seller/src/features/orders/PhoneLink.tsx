/** The number as a `tel:` URI: digits and a leading +, without the spaces and dashes people type. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/[^0-9]/g, '')}`;
}

/**
 * A customer's phone number that calls it when tapped (staff pack and deliver with a phone in
 * hand). The shown text stays as the customer typed it.
 */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} className="seller-phone-link">
      {phone}
    </a>
  );
}
