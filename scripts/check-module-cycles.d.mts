export const KNOWN_CYCLE_EDGES: string[];
export function moduleGraph(modulesDir: string): Map<string, Map<string, string>>;
export function cycles(graph: Map<string, Map<string, string>>): string[][];
export function cycleProblems(graph: Map<string, Map<string, string>>, known?: readonly string[]): string[];
