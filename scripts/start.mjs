// `npm start`: build what is missing or out of date, then run the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Newest modification time of any file below these folders. */
function newest(...dirs) {
  let latest = 0;
  const visit = (dir) => {
    if (!existsSync(dir)) return;
    if (!statSync(dir).isDirectory()) {
      latest = Math.max(latest, statSync(dir).mtimeMs);
      return;
    }
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else latest = Math.max(latest, statSync(full).mtimeMs);
    }
  };
  dirs.forEach((dir) => visit(path.join(root, dir)));
  return latest;
}

const builtAt = (file) => (existsSync(path.join(root, file)) ? statSync(path.join(root, file)).mtimeMs : 0);

function run(args) {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const contract = 'packages/contract/src';
if (builtAt('apps/web/dist/index.html') < newest('apps/web/src', 'apps/web/public', 'apps/web/index.html', contract)) {
  console.log('Building the web app…');
  run(['run', 'build', '-w', 'apps/web']);
}
if (builtAt('apps/server/dist/main.js') < newest('apps/server/src', contract)) {
  console.log('Building the server…');
  run(['run', 'build', '-w', 'apps/server']);
}
await import(path.join(root, 'apps/server/dist/main.js'));
