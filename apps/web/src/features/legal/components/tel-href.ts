/**
 * A `tel:` address for a phone as the seller setting writes it ("55 1234 5678"): only digits, and a
 * Mexican 10-digit number gets the country code, so it dials from any phone (+52 55 1234 5678).
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (phone.trim().startsWith("+")) return `tel:+${digits}`;
  return digits.length === 10 ? `tel:+52${digits}` : `tel:${digits}`;
}
