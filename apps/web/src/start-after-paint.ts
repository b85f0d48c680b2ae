import { APP_SCRIPTS_ELEMENT_ID } from '@phonehaat/contract';

/**
 * The one script a page rendered on the server loads with its HTML (decision 0050). The app's own
 * scripts wait in an inert `<template>` until the page has loaded (its stylesheet, the font and photo it
 * preloads, its other eager pictures) and been drawn with its photo, and are added then: on a slow line
 * they do not share it with the picture the visitor came for, and the page is whole (links work) before
 * the app takes it over. Nothing here asks for style or layout (`document.fonts.ready` would, in the
 * middle of parsing): the `load` event already waits for the preloaded font.
 */
export async function pageShown(): Promise<void> {
  if (document.readyState !== 'complete')
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  // The page's largest paint is the photo it preloads at high priority (the product's, the first card's, the
  // hero); it is decoded off the main thread, and may miss the first frame after load. A photo that failed is not waited for.
  await document
    .querySelector<HTMLImageElement>('img[fetchpriority="high"]')
    ?.decode()
    .catch(() => undefined);
  // Two frames: the one that draws the photo, and the next, by when the first has reached the screen.
  for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Adds the template's scripts and module preloads to the head, where they load and run as if parsed there. */
export function startApp(template: HTMLTemplateElement): void {
  document.head.append(document.importNode(template.content, true));
  template.remove();
}

const template = document.getElementById(APP_SCRIPTS_ELEMENT_ID);
if (template instanceof HTMLTemplateElement) void pageShown().then(() => startApp(template));
