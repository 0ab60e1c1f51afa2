import { BlockList, isIP } from "node:net";

/** Decides whether the shop may connect to an IP address to fetch a picture (docs/product.md 79). */
export interface AddressPolicy {
  allows(address: string): boolean;
}

// Special-purpose IPv4 networks (IANA registry, RFC 6890): none of them is a public web server.
const IPV4_BLOCKED: [string, number][] = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // private (RFC 1918)
  ["100.64.0.0", 10], // shared address space, carrier-grade NAT (RFC 6598)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata services
  ["172.16.0.0", 12], // private (RFC 1918)
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private (RFC 1918)
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
];

// IPv6: the same kinds, and the forms that carry an IPv4 address inside (checked by that address).
const IPV6_BLOCKED: [string, number][] = [
  ["::", 96], // unspecified, loopback (::1) and the old IPv4-compatible form
  // Local-use NAT64 (RFC 8215): a network's own translator, where the IPv4 address sits depends on
  // the prefix length it chose (/48 to /96), so it cannot be read and checked: refused whole.
  ["64:ff9b:1::", 48],
  ["100::", 64], // discard
  ["2001::", 32], // Teredo tunnels
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local (private)
  ["fe80::", 10], // link-local
  ["fec0::", 10], // old site-local
  ["ff00::", 8], // multicast
];

function buildBlockList(): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of IPV4_BLOCKED) list.addSubnet(network, prefix, "ipv4");
  for (const [network, prefix] of IPV6_BLOCKED) list.addSubnet(network, prefix, "ipv6");
  return list;
}

const BLOCKED = buildBlockList();

/** 32 hex digits of an IPv6 address, so its embedded IPv4 forms can be read whatever the notation. */
function ipv6Hex(address: string): string | undefined {
  const [head = "", tail] = address.toLowerCase().split("::");
  const groups = (part: string) => (part ? part.split(":") : []);
  let left = groups(head);
  let right = tail === undefined ? [] : groups(tail);
  const last = (tail === undefined ? left : right).at(-1);
  if (last?.includes(".")) {
    // A dotted IPv4 tail counts as two groups.
    const bytes = last.split(".").map(Number);
    const dotted = [
      (((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0)).toString(16),
      (((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)).toString(16),
    ];
    if (tail === undefined) left = [...left.slice(0, -1), ...dotted];
    else right = [...right.slice(0, -1), ...dotted];
  }
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  return [...left, ...Array(missing).fill("0"), ...right].map((g) => g.padStart(4, "0")).join("");
}

function ipv4FromHex(hex: string): string {
  return [0, 2, 4, 6].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(".");
}

// IPv6 prefixes (as hex digits) followed by an IPv4 address that the connection ends up at.
const IPV4_CARRIERS = [
  "00000000000000000000ffff", // IPv4-mapped, ::ffff:a.b.c.d
  "0000000000000000ffff0000", // IPv4-translated, ::ffff:0:a.b.c.d
  "0064ff9b0000000000000000", // well-known NAT64 (RFC 6052), 64:ff9b::a.b.c.d
];

/** The IPv4 address an IPv6 one stands for (mapped, translated, NAT64 and 6to4 forms). */
function embeddedIpv4(address: string): string | undefined {
  const hex = ipv6Hex(address);
  if (!hex) return undefined;
  if (IPV4_CARRIERS.some((prefix) => hex.startsWith(prefix))) return ipv4FromHex(hex.slice(24));
  if (hex.startsWith("2002")) return ipv4FromHex(hex.slice(4, 12));
  return undefined;
}

/** True for an address on the public internet; anything unparseable is refused. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return !BLOCKED.check(address, "ipv4");
  if (version !== 6) return false;
  const ipv4 = embeddedIpv4(address);
  if (ipv4 !== undefined) return isIP(ipv4) === 4 && !BLOCKED.check(ipv4, "ipv4");
  return !BLOCKED.check(address, "ipv6");
}

/** The shop's policy: public addresses only (docs/product.md 79). */
export const publicAddressesOnly: AddressPolicy = { allows: isPublicAddress };

/** The public policy plus a few exact addresses: tests fetch from their own 127.0.0.1 server. */
export function publicAddressesAnd(extra: string[]): AddressPolicy {
  const allowed = new Set(extra);
  return { allows: (address) => allowed.has(address) || isPublicAddress(address) };
}
