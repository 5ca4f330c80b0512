// Which peers may vouch for a person (AUTH_PROXY_HEADER): only the addresses and blocks of TRUSTED_PROXIES,
// checked against the socket's own peer address. X-Forwarded-For is never read here: any client can write it.
import { BlockList, isIP } from 'node:net';

export type ProxyCheck = (remoteAddress: string | undefined) => boolean;

/** An IPv4 peer on a dual-stack socket arrives as ::ffff:a.b.c.d; it is compared as the IPv4 address. */
const unmapped = (address: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address);

export function trustedProxies(entries: readonly string[]): ProxyCheck {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (remoteAddress) => {
    if (!remoteAddress) return false;
    const address = unmapped(remoteAddress);
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}
