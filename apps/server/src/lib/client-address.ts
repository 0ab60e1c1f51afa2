import { isIPv4, isIPv6 } from "node:net";

/** Eight groups of four hex digits, "::" written out. */
function expandIPv6(address: string): string[] {
  const [head = "", tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...missing, ...right].map((group) => group.padStart(4, "0"));
}

/**
 * The client address that limits count against (sign-in, sign-up). An IPv4 address as it is (also
 * when written IPv4-mapped, ::ffff:1.2.3.4); an IPv6 address by its /64 network, since one
 * subscriber usually holds a whole /64 and could otherwise try from a new address every time.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.split("%")[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address.toLowerCase()).slice(0, 4).join(":")}::/64`;
}
