/** True when the bundle is missing or a source changed after it was built. */
export function serverBuildIsStale(): boolean;
export function buildServer(): Promise<void>;
