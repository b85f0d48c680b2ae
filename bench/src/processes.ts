import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** Cores for the system under test and for the load generator, when there are at least two. */
export const canPin = os.availableParallelism() >= 2 && spawnSync('taskset', ['--version']).status === 0;

export function pinSelf(core: number): void {
  if (canPin) spawnSync('taskset', ['-cp', String(core), String(process.pid)], { stdio: 'ignore' });
}

/** Starts a command pinned to `core` (taskset execs it, so the pid is the command's own). */
export function spawnPinned(
  core: number | undefined,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): ChildProcess {
  const [file, argv] = canPin && core !== undefined ? ['taskset', ['-c', String(core), command, ...args]] : [command, args];
  return spawn(file, argv, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

export async function waitForHttp(url: string, timeoutMs: number, child?: ChildProcess): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`process exited with ${child.exitCode} before answering ${url}`);
    try {
      const response = await fetch(url);
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Resident memory of a process in MB (Linux), or 0 where /proc is not available. */
export function rssMb(pid: number | undefined): number {
  const file = `/proc/${pid}/status`;
  if (!pid || !existsSync(file)) return 0;
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(file, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}

/**
 * How long a process's main thread has waited, runnable, for a CPU (Linux schedstat), in ms, or null
 * where /proc is not available: time other processes on its core took from it.
 */
export function runQueueWaitMs(pid: number | undefined): number | null {
  const file = `/proc/${pid}/schedstat`;
  if (!pid || !existsSync(file)) return null;
  return Number(readFileSync(file, 'utf8').split(' ')[1]) / 1e6;
}

/** CPU time (user + system) a process has used, in ms (Linux), or null where /proc is not available. */
export function cpuTimeMs(pid: number | undefined): number | null {
  const file = `/proc/${pid}/stat`;
  if (!pid || !existsSync(file)) return null;
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100/s).
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}
