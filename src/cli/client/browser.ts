import { spawn } from 'node:child_process';

export type OpenOutcome = { opened: true; with: string } | { opened: false; why: string };

/** The command that opens a URL here: $BROWSER, else xdg-open (Linux, BSD), else open (macOS). */
export function browserCommand(env: NodeJS.ProcessEnv, platform: NodeJS.Platform = process.platform): string {
  if (env.BROWSER) return env.BROWSER;
  if (platform === 'darwin') return 'open';
  if (platform === 'win32') return 'explorer';
  return 'xdg-open';
}

/** Starts the browser on `url`; waits briefly for the opener so its failure can be reported. */
export function openInBrowser(url: string, env: NodeJS.ProcessEnv): Promise<OpenOutcome> {
  const command = browserCommand(env);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: OpenOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.unref();
      resolve(outcome);
    };
    const child = spawn(command, [url], { stdio: 'ignore', detached: true, env });
    // Openers that hand off to a running browser exit at once; one that keeps running has started it.
    const timer = setTimeout(() => settle({ opened: true, with: command }), 5000);
    child.once('error', (error: NodeJS.ErrnoException) =>
      settle({ opened: false, why: error.code === 'ENOENT' ? `${command} is not installed` : error.message }),
    );
    child.once('exit', (code) =>
      settle(
        code === 0
          ? { opened: true, with: command }
          : { opened: false, why: `${command} exited with ${code}` },
      ),
    );
  });
}
