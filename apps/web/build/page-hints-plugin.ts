import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { PageHint, PageHints } from '@phonehaat/contract';
import { catalogueHintSources, pageHintSources, type PageHintSource } from '../src/config/page-hints.ts';

/** One chunk of Vite's build manifest (`build.manifest`), keyed by its source path. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * A page's hint: its module's chunks and their styles, less what the entry already loads (index.html
 * has those), each once.
 */
export function pageHint(manifest: Manifest, source: PageHintSource): PageHint {
  const alreadyLoaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    alreadyLoaded.add(key);
    for (const imported of chunk.imports ?? []) alreadyLoaded.add(imported);
  }
  const hint: PageHint = { chunks: [], styles: [], images: source.images ?? [], imageSizes: source.imageSizes };
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || alreadyLoaded.has(key)) return;
    seen.add(key);
    hint.chunks.push(`/${chunk.file}`);
    hint.styles.push(...(chunk.css ?? []).map((css) => `/${css}`));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (source.module) {
    if (!manifest[source.module]) throw new Error(`page-hints: ${source.module} is not in the build manifest`);
    visit(source.module);
  }
  if (source.texts) {
    const textChunks = (language: 'en' | 'bn') =>
      source.texts!.map((namespace) => {
        const key = `src/locales/${language}/${namespace}.json`;
        if (!manifest[key]) throw new Error(`page-hints: ${key} is not in the build manifest`);
        return `/${manifest[key].file}`;
      });
    hint.texts = { en: textChunks('en'), bn: textChunks('bn') };
  }
  return hint;
}

/** Writes `.vite/page-hints.json` beside Vite's manifest once the bundle is written. */
export function pageHintsPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'phonehaat-page-hints',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      const hints: PageHints = {
        home: pageHint(manifest, pageHintSources.home),
        products: pageHint(manifest, pageHintSources.products),
        product: pageHint(manifest, pageHintSources.product),
        seller: pageHint(manifest, pageHintSources.seller),
        rendered: pageHint(manifest, pageHintSources.rendered),
        catalogues: {
          en: pageHint(manifest, catalogueHintSources.en),
          bn: pageHint(manifest, catalogueHintSources.bn),
        },
      };
      writeFileSync(path.join(outDir, '.vite', 'page-hints.json'), JSON.stringify(hints, null, 2));
    },
  };
}
