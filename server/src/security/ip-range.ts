/** IPv4 CIDR matching for the VPN ranges (spec §6). IPv4-mapped IPv6 addresses are unwrapped. */
function ipv4ToInt(ip: string): number | null {
  const parts = ip.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const n = Number(part);
    if (n > 255) return null;
    value = value * 256 + n;
  }
  return value;
}

export function ipInRanges(rawIp: string, ranges: string[]): boolean {
  const ip = rawIp.startsWith('::ffff:') ? rawIp.slice(7) : rawIp;
  const address = ipv4ToInt(ip);
  if (address === null) return false;
  return ranges.some((range) => {
    const [base, bitsText = '32'] = range.split('/');
    const network = ipv4ToInt(base ?? '');
    const bits = Number(bitsText);
    if (network === null || !Number.isInteger(bits) || bits < 0 || bits > 32) return false;
    const size = 2 ** (32 - bits);
    return Math.floor(address / size) === Math.floor(network / size);
  });
}
