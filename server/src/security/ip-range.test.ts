import { describe, expect, it } from 'vitest';
import { ipInRanges } from './ip-range.js';

describe('ipInRanges', () => {
  it('matches addresses inside a CIDR range and not outside it', () => {
    expect(ipInRanges('10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(ipInRanges('11.0.0.1', ['10.0.0.0/8'])).toBe(false);
    expect(ipInRanges('192.168.4.20', ['192.168.4.0/24'])).toBe(true);
    expect(ipInRanges('192.168.5.20', ['192.168.4.0/24'])).toBe(false);
  });

  it('unwraps IPv4-mapped IPv6 and refuses malformed input', () => {
    expect(ipInRanges('::ffff:10.9.9.9', ['10.0.0.0/8'])).toBe(true);
    expect(ipInRanges('::1', ['10.0.0.0/8'])).toBe(false);
    expect(ipInRanges('10.0.0.300', ['10.0.0.0/8'])).toBe(false);
    expect(ipInRanges('10.0.0.1', ['nonsense'])).toBe(false);
  });
});
