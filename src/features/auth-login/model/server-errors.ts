import { GraphQLRequestError } from '@/shared/api';

/** Per-field messages of a failed validation (extensions.fields of a VALIDATION_FAILED GraphQL error). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof GraphQLRequestError)) return {};
  const extensions = error.errors[0]?.extensions as { fields?: unknown } | undefined;
  const fields = extensions?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
