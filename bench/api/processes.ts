import { type ChildProcess, spawn } from 'node:child_process';

export type Server = { url: string; stop: () => Promise<void> };

/** Starts `args` with node and waits until `readyPath` answers at all (any status). */
export async function startServer(
  args: string[],
  env: Record<string, string>,
  port: number,
  readyPath: string,
): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Never outlive the benchmark, whatever way it ends.
  process.on('exit', () => child.kill());
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      await fetch(`${url}${readyPath}`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
