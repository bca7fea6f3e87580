/**
 * The network a client address stands for (docs/decisions/307): an IPv4 address is itself, an
 * IPv6 address is its /64, since one home or phone gets a whole /64 and can use millions of its
 * addresses. Per-address limits, reports and counting key on this, so one host is one client.
 */
import ipaddr from "ipaddr.js";

export function clientNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address); // an IPv4-mapped IPv6 address becomes IPv4
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${ipaddr.fromByteArray([...parts.flatMap((part) => [part >> 8, part & 0xff]), ...Array(8).fill(0)]).toString()}/64`;
}

/** Whether an address (as Express gives it) is this machine's: 127.0.0.0/8, ::1, or IPv4-mapped. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address || !ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "loopback";
}
