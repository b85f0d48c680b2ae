import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '@phonehaat/contract';
import { assetsNamedIn, isRenderedPage, offlineCopy, PAGE_DATA_ID } from './kept-pages.ts';

const rendered = `<!doctype html><html><head>
<link rel="stylesheet" href="/assets/index-Dj.css"><link rel="modulepreload" href="/assets/shell-BI.js">
<script type="module" src="/assets/start-after-paint-D8.js"></script>
<template id="app-scripts"><script type="module" src="/assets/index-Ba.js"></script><link rel="modulepreload" href="/assets/shell-BI.js"></template>
</head><body><div id="root"><main><img src="/demo/phones/iphone.webp"></main></div>
<script type="application/json" id="page-data">{"queries":[]}</script></body></html>`;
const shell = '<!doctype html><html><head><script type="module" src="/assets/index-Ba.js"></script></head><body><div id="root"></div></body></html>';

describe('what a kept page is answered with offline', () => {
  it('knows the rendered page by its data, by the same id the app writes it under', () => {
    expect(PAGE_DATA_ID).toBe(PAGE_DATA_ELEMENT_ID);
    expect(isRenderedPage(rendered)).toBe(true);
    expect(isRenderedPage(shell)).toBe(false);
  });

  it('lists the built files a page names once each, those in its template included, and not its photos', () => {
    expect(assetsNamedIn(rendered)).toEqual(['/assets/index-Dj.css', '/assets/shell-BI.js', '/assets/start-after-paint-D8.js', '/assets/index-Ba.js']);
  });

  it('answers the kept rendered page while its files are precached, the current shell once one is gone or for an unrendered page', async () => {
    const precached = new Set(assetsNamedIn(rendered));
    expect(await offlineCopy(rendered, async (asset) => precached.has(asset))).toBe('kept');
    precached.delete('/assets/index-Ba.js');
    expect(await offlineCopy(rendered, async (asset) => precached.has(asset))).toBe('shell');
    expect(await offlineCopy(shell, async () => true)).toBe('shell');
  });
});
