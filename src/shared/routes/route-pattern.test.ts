import { describe, expect, it } from 'vitest';
import { routePattern } from './route-pattern';

describe('routePattern', () => {
  it('keeps where the page broke without the ids of what it showed', () => {
    expect(routePattern('/full/request/1234/full')).toBe('/full/request/:id/full');
    expect(routePattern('/full/messages/list/-3/77')).toBe('/full/messages/list/-3/:id');
    expect(routePattern('/full/management-console/reports')).toBe('/full/management-console/reports');
    expect(routePattern(`/x/${'a'.repeat(400)}`)).toHaveLength(300);
  });
});
