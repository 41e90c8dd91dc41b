import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { EnvError } from '../../src/server/env';
import { requireFreePort } from './port';

describe('npm start checks its port first', () => {
  it('passes a free port and says which variable to set for a taken one', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      const refused = requireFreePort(port, '127.0.0.1');
      await expect(refused).rejects.toBeInstanceOf(EnvError);
      await expect(refused).rejects.toThrow(`PORT=${port + 1} npm start`);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
    // Released: free again.
    await expect(requireFreePort(port, '127.0.0.1')).resolves.toBeUndefined();
  });
});
