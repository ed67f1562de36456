// npm run dev — the API (watch mode) on :3001 and Vite on :3000 with /api proxied to it.
// Open http://trindtech.localhost:3000 (or any tenant slug).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@ponte/api'], { stdio: 'inherit', env: { ...process.env, PORT: '3001' } }),
  spawn('npm', ['run', 'dev', '-w', '@ponte/web', '--', '--port', '3000', '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: '3001' },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
