import { expect, type Page } from '@playwright/test';

/** Waits until the service worker registered after load is active, then reloads so it controls the page. */
export async function openControlled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

/** Every request kept in Cache Storage, as `cache name → paths with their query`. */
export async function cachedRequests(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      kept[name] = requests.map((request) => {
        const url = new URL(request.url);
        return url.pathname + url.search;
      });
    }
    return kept;
  });
}

/** Resolves once the service worker has kept the page at `path` (its "pages" cache). */
export async function keptPage(page: Page, path: string): Promise<void> {
  await expect.poll(async () => (await cachedRequests(page)).pages ?? [], { timeout: 15_000 }).toContain(path);
}
