import { describe, expect, it } from 'vitest';
import { stylesheetFirst } from './stylesheet-first-plugin.ts';

const built = `<head>
    <title>PhoneHaat</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shell-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>`;

describe('stylesheetFirst', () => {
  it('moves the stylesheet before the module script and its preloads, keeping everything else', () => {
    const html = stylesheetFirst(built);
    expect(html).toBe(`<head>
    <title>PhoneHaat</title>
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shell-2.js">
  <link rel="manifest" href="/manifest.webmanifest"></head>`);
  });

  it('leaves a page without a stylesheet or a script as it is', () => {
    expect(stylesheetFirst('<head><title>x</title></head>')).toBe('<head><title>x</title></head>');
  });
});
