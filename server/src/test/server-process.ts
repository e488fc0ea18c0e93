import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A real server process (`node --import tsx server/src/main.ts`), as `npm start` runs it, for tests across restarts. */
export type ServerProcess = { process: ChildProcess; url: string; output: string[] };

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Starts the server on a free port with these environment variables (on top of the test's own) and waits until it
 * says it is running. Its output is kept, so that a test can show a node's last words when it fails.
 */
export function startServerProcess(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      STATIC_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const node: ServerProcess = { process: child, url: '', output: [] };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('the server did not start within 90 s')), 90_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n${node.output.join('')}`));
    };
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      node.output.push(chunk.toString());
      buffered += chunk.toString();
      let newline: number;
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        try {
          const entry = JSON.parse(line) as { msg?: string; port?: number };
          if (entry.msg?.startsWith('Carebridge is running') && entry.port) {
            clearTimeout(timer);
            node.url = `http://127.0.0.1:${entry.port}`;
            resolve(node);
          }
        } catch {
          // not a log line
        }
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => node.output.push(chunk.toString()));
    child.once('exit', (code, signal) => {
      if (!node.url) fail(new Error(`the server exited (${code ?? signal}) before listening`));
    });
  });
}

/** Stops the server as a process manager would (SIGTERM, then SIGKILL after 15 s); resolves with its exit code. */
export function stopServerProcess(node: ServerProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (node.process.exitCode !== null || node.process.signalCode !== null) {
      resolve(node.process.exitCode);
      return;
    }
    const timer = setTimeout(() => node.process.kill('SIGKILL'), 15_000);
    node.process.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    node.process.kill('SIGTERM');
  });
}

/** Ends the server at once, as a power cut or the kernel's OOM killer would: no shutdown hooks run. */
export function killServerProcess(node: ServerProcess): Promise<void> {
  return new Promise((resolve) => {
    if (node.process.exitCode !== null || node.process.signalCode !== null) return resolve();
    node.process.once('exit', () => resolve());
    node.process.kill('SIGKILL');
  });
}
