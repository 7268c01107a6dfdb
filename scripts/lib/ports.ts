/** Whether something listens on a local port. */
import net from 'node:net';

function portAnswers(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** On 127.0.0.1 or ::1 (Vite listens on "localhost", which may be ::1 only). */
export async function portInUse(port: number): Promise<boolean> {
  const answers = await Promise.all(['127.0.0.1', '::1'].map((host) => portAnswers(port, host)));
  return answers.some(Boolean);
}
