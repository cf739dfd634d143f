// `npm run dev`: the API with reload on :3000 and Vite on :5173 (proxying /api and the socket).
import { spawn } from 'node:child_process';

const env = { ...process.env, NODE_ENV: 'development' };
const children = [
  spawn(
    'node',
    [
      '--watch-path=apps/server/src',
      '--watch-path=packages',
      '--import',
      'tsx',
      'apps/server/src/main.ts',
    ],
    {
      stdio: 'inherit',
      env,
    },
  ),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
