import { APP_SCRIPTS_ELEMENT_ID } from '@phonehaat/contract';

/**
 * The one script a page rendered on the server loads with its HTML (decision 0050). The app's own
 * scripts wait in an inert `<template>` until the page's main photo and its text have painted, and are
 * added then: on a slow line they do not share it with the picture the visitor came for, and the page is
 * whole (links work) before the app takes it over.
 */
export async function pagePainted(): Promise<void> {
  // The page's largest paint is the photo it preloads at high priority (the product's, the first card's, the hero).
  const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  // A photo that fails to load is not waited for again: the page has painted without it.
  await Promise.all([photo?.decode().catch(() => undefined), document.fonts.ready]);
  // decode() resolves before the frame that shows the photo; a timer set in that frame runs after it.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Adds the template's scripts and module preloads to the head, where they load and run as if parsed there. */
export function startApp(template: HTMLTemplateElement): void {
  document.head.append(document.importNode(template.content, true));
  template.remove();
}

const template = document.getElementById(APP_SCRIPTS_ELEMENT_ID);
if (template instanceof HTMLTemplateElement) void pagePainted().then(() => startApp(template));
