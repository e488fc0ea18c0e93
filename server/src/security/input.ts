/** Where a value holds text with a NUL character (PostgreSQL cannot store one), as a JSON pointer; or null. */
export function findNulCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findNulCharacter(item, `${path}/${i}`);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNulCharacter(key, `${path}/${key}`) ?? findNulCharacter(item, `${path}/${key}`);
      if (found !== null) return found;
    }
  }
  return null;
}
