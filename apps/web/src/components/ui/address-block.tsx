import { type AddressParts, addressLines } from "@hogar/shared/address-format";
import { phoneForReading } from "@hogar/shared/address-rules";

interface AddressBlockProps {
  address: AddressParts & { phone?: string; instructions?: string };
  /** How the name line reads (e.g. "Send to {name}"); the bare name when not given. */
  sayName?: (values: { name: string }) => string;
  /** How the phone line reads (e.g. "Phone {phone}"); no phone line when not given. */
  sayPhone?: (values: { phone: string }) => string;
  /** How the delivery instructions read; left out when not given. */
  sayInstructions?: (values: { instructions: string }) => string;
}

/**
 * A delivery address as every page shows it: the name on its own line first, then addressLines
 * (docs/product.md 83), then the phone and instructions where the page wants them. A blank part has
 * no line: an order whose account was deleted keeps no name or phone, and says no "Phone" with
 * nothing after it.
 */
export function AddressBlock({ address, sayName, sayPhone, sayInstructions }: AddressBlockProps) {
  const name = address.fullName.trim();
  const phone = address.phone?.trim();
  const instructions = address.instructions?.trim();
  return (
    <address className="not-italic">
      {name && <p className="font-medium">{sayName ? sayName({ name }) : name}</p>}
      {addressLines(address).map((line) => (
        <p key={line} className="text-muted">
          {line}
        </p>
      ))}
      {sayPhone && phone && <p className="text-muted">{sayPhone({ phone: phoneForReading(phone) })}</p>}
      {sayInstructions && instructions && (
        <p className="whitespace-pre-line text-muted">{sayInstructions({ instructions })}</p>
      )}
    </address>
  );
}
