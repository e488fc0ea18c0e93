import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_BUNDLE, serverProcessEnv } from '../scripts/server-runtime.mjs';

/**
 * Starts the compiled server on `port` with its data in `dataDir` (or the PostgreSQL of `databaseUrl`).
 * ready() resolves once /api/version answers, with the milliseconds from spawn; stop() ends it.
 */
export function startServer({ port, dataDir, databaseUrl, env = {} }) {
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS adds node flags to the server, e.g. `--cpu-prof --cpu-prof-dir=bench/.work/prof`
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // as `npm start` runs it (scripts/server-runtime.mjs)
  const child = spawn(process.execPath, [...nodeArgs, SERVER_BUNDLE], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: serverProcessEnv({
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      ...env,
    }),
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    pid: child.pid,
    async ready() {
      // a first start migrates and seeds: give it time on a busy machine
      const deadline = performance.now() + 300_000;
      while (performance.now() < deadline) {
        try {
          if ((await fetch(`http://127.0.0.1:${port}/api/version`)).ok) return performance.now() - started;
        } catch {
          // not listening yet
        }
        if (child.exitCode !== null) throw new Error(`bench: the server exited with ${child.exitCode}`);
        await sleep(50);
      }
      throw new Error('bench: the server did not start');
    },
    /** Resident memory of the server process, from /proc (Linux). */
    async rssMb() {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return +(kb / 1024).toFixed(1);
    },
    /** The allocator the server process runs with: jemalloc when its library is mapped (scripts/server-runtime.mjs). */
    async allocator() {
      const maps = await readFile(`/proc/${child.pid}/maps`, 'utf8');
      return maps.includes('libjemalloc') ? 'jemalloc' : 'glibc';
    },
    /**
     * CPU time the server process has used so far (user + system), in ms, from /proc (Linux): the difference over a
     * run of calls is the server's CPU per call, which does not depend on what else the machine is doing.
     */
    async cpuMs() {
      const stat = await readFile(`/proc/${child.pid}/stat`, 'utf8');
      // fields after the command name in parentheses: utime and stime are the 14th and 15th, in clock ticks (1/100 s)
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
