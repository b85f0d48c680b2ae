import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_INDEX = fileURLToPath(new URL('../../../web/index.html', import.meta.url));

/** A demo photo in the stand-in web build: an upright phone drawn in SVG, 300 × 600. */
export const DEMO_PHOTO = '/demo/phones/test-phone.svg';
const DEMO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="600" viewBox="0 0 300 600">
  <rect x="10" y="10" width="280" height="580" rx="40" fill="#0f766e"/><rect x="30" y="60" width="240" height="460" fill="#99f6e4"/>
</svg>`;

/** A web build for page tests: the web app's own index.html and one demo photo, in a folder removed by `remove`. */
export async function makeWebDist(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'phonehaat-web-'));
  await copyFile(WEB_INDEX, path.join(dir, 'index.html'));
  await mkdir(path.join(dir, path.dirname(DEMO_PHOTO)), { recursive: true });
  await writeFile(path.join(dir, DEMO_PHOTO), DEMO_SVG);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
