import net from 'node:net';
import { EnvError } from '../../src/server/env';

/**
 * Stops `npm start` at once, with what to do, when the app's port is taken (another `npm start`,
 * another program), instead of failing after the emulator and the build with a stack trace.
 */
export async function requireFreePort(port: number, host: string): Promise<void> {
  const free = await new Promise<boolean>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') resolve(false);
      else reject(error);
    });
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
  if (!free) {
    throw new EnvError(
      `Port ${port} on ${host} is already in use (another \`npm start\`, or another program).\n` +
        `Stop it, or start on another port: PORT=${port + 1} npm start`,
    );
  }
}
