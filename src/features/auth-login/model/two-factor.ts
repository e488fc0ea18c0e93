/** The shared secret of an otpauth:// URI, for people who type it into their app (spec §8 setup step). */
export function secretFromOtpauthUri(uri: string): string | null {
  const match = /[?&]secret=([^&#]+)/i.exec(uri);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]).toUpperCase();
  } catch {
    return null;
  }
}

/** The secret in groups of four, easier to read out and type. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
