import { describe, expect, it } from 'vitest';
import { loadCatalogue, t } from './translate';
import { coreParts } from './catalogue';
import { areaParts } from './catalogue/areas';

describe('t', () => {
  it('returns the catalogue text for a key', () => {
    expect(t('error.noAccess')).toBe('You do not have access to this page');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(t('topBar.signedInAs', { organisation: 'Riverside Medical Centre', name: 'Sam Patel' })).toBe(
      'You are logged into Riverside Medical Centre as Sam Patel',
    );
    expect(t('topBar.signedInAs', { name: 'Sam Patel' })).toBe('You are logged into {organisation} as Sam Patel');
  });

  it('has no key defined by two areas', () => {
    const seen = new Map<string, string>();
    for (const [area, part] of Object.entries({ ...coreParts, ...areaParts })) {
      for (const key of Object.keys(part)) {
        expect(seen.get(key), `${key} is defined in ${seen.get(key)} and ${area}`).toBeUndefined();
        seen.set(key, area);
      }
    }
  });

  it('has the area strings once they are loaded', async () => {
    await loadCatalogue();
    expect(t('requests.actions.take')).toBe('Take');
  });
});
