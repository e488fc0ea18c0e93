export function moduleGraph(modulesDir: string): Map<string, Map<string, string>>;
export function cycles(graph: Map<string, Map<string, string>>): string[][];
export function cycleProblems(graph: Map<string, Map<string, string>>): string[];
