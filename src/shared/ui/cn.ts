import { clsx, type ClassValue } from 'clsx';

type Merge = (classes: string) => string;

// tailwind-merge (about 8 KB gzip) loads with the first signed-in screen (app/routes/router.tsx), not with the
// sign-in path (ARCHITECTURE §8 /login budget). Until it has loaded cn() only joins: the sign-in screens pass no
// conflicting classes, so the join is what the merge would give (cn.test.tsx renders them and checks).
let merge: Merge | null = null;
let loading: Promise<void> | null = null;

/** Loads tailwind-merge for cn(), once. Call it before importing a screen whose modules call cn() at load time. */
export function loadClassMerge(): Promise<void> {
  loading ??= import('tailwind-merge').then(
    (m) => {
      merge = m.twMerge;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Test only: back to joining without merging, as on the sign-in path. */
export function unloadClassMergeForTest(): void {
  merge = null;
  loading = null;
}

/**
 * Joins class names and lets later Tailwind classes win over earlier conflicting ones (`p-2` then `p-4`) once
 * tailwind-merge has loaded (loadClassMerge); before that, on the sign-in screens, it only joins them.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  return merge ? merge(joined) : joined;
}
