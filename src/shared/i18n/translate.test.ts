import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error: the build's loader is plain JavaScript (scripts/), without types
import { keysSaidBy, readAreaStrings, stringsStatement } from '../../../scripts/i18n-strings-loader.mjs';
import { loadCatalogue, t } from './translate';
import { coreParts, type MessageKey } from './catalogue';
import { areaParts } from './catalogue/areas';

const { strings } = readAreaStrings(process.cwd()) as { strings: Map<string, string> };
const said = (source: string) => keysSaidBy(source, strings) as string[];

afterEach(() => vi.restoreAllMocks());

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

  it('reports a key whose strings the page has not loaded, once, and shows the key', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const missing = 'portal.page.notLoadedHere' as MessageKey;
    expect(t(missing)).toBe(missing);
    expect(t(missing)).toBe(missing);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toContain(missing);
  });
});

describe('the build loader that gives each module the strings it says', () => {
  it('reads every area string as the catalogue has it', () => {
    const expected = Object.assign({}, ...Object.values(areaParts)) as Record<string, string>;
    expect(Object.fromEntries(strings)).toEqual(expected);
  });

  it('finds literal keys and template starts, and leaves core keys and other text alone', () => {
    expect(said(`t('requests.actions.take'); t("portal.page.intro")`)).toEqual([
      'portal.page.intro',
      'requests.actions.take',
    ]);
    expect(said('t(`mobileArrival.code.${code}` as MessageKey)')).toEqual(
      Object.keys(areaParts.mobileArrival)
        .filter((key) => key.startsWith('mobileArrival.code.'))
        .sort(),
    );
    expect(said(`t('error.noAccess'); const a = 'not.a.key'; import x from './a.b';`)).toEqual([]);
  });

  it('adds the strings before the module’s own code', () => {
    const out = stringsStatement(['portal.page.intro'], strings) as string;
    expect(out).toBe(
      `import { addStrings as __addStrings } from '@/shared/i18n/translate';\n` +
        `__addStrings(${JSON.stringify({ 'portal.page.intro': t('portal.page.intro') })});\n`,
    );
    expect(stringsStatement([], strings)).toBe('');
  });
});
