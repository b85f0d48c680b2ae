import { describe, expect, it } from 'vitest';
import { dealWindowFigures, helpPageIds } from '@phonehaat/contract';
import { formatAmount } from '../../lib/i18n/format.ts';
import { startPageI18n } from '../../lib/i18n/i18n.ts';
import { languages } from '../../lib/i18n/language.ts';
import { helpFigures, helpValues, readHelpPage, sectionBlocks, type HelpFigures, type HelpPageTexts } from './help-texts.ts';

const textOf = (texts: HelpPageTexts) =>
  [texts.title, texts.description, texts.summary ?? '', texts.intro, ...Object.values(texts.sections ?? {}).flatMap(Object.values)].join('\n');

/** A number written on its own, not as part of a longer one (`72`, not the `72` of `1072`), in either script. */
const standalone = (number: string) => new RegExp(`(?<![0-9০-৯,])${number}(?![0-9০-৯,])`);

describe.each(languages)('the help pages in %s', (language) => {
  const format = (value: number) => formatAmount(value, language);
  async function pagesWith(figures: HelpFigures): Promise<HelpPageTexts[]> {
    const t = (await startPageI18n(language)).getFixedT(language, 'help');
    return helpPageIds.map((page) => readHelpPage(t as never, page, helpValues(format, figures)));
  }

  it('read as a title, an intro and sections of paragraphs and lists, every placeholder filled', async () => {
    const pages = await pagesWith(helpFigures);
    for (const [index, page] of pages.entries()) {
      const id = helpPageIds[index]!;
      expect(textOf(page), id).not.toMatch(/\{\{|⟦/);
      expect(page.title.length > 0 && page.intro.length > 0, id).toBe(true);
      // Every page but the index has sections and a summary for its card on /help.
      if (id === 'index') continue;
      expect(page.summary, id).toBeTruthy();
      const sections = Object.values(page.sections ?? {});
      expect(sections.length, id).toBeGreaterThan(1);
      for (const section of sections) expect(sectionBlocks(section).length, `${id}: ${section.heading}`).toBeGreaterThan(0);
    }
  });

  it('state every window of the deal the server runs on', async () => {
    const text = (await pagesWith(helpFigures)).map(textOf).join('\n');
    for (const [name, value] of Object.entries(dealWindowFigures)) expect(text, name).toMatch(standalone(format(value)));
  });

  it("type no window in by hand: given other windows they state those, and none of today's", async () => {
    const other = Object.fromEntries(Object.entries(helpFigures).map(([name, value]) => [name, value + 1000])) as HelpFigures;
    const text = (await pagesWith(other)).map(textOf).join('\n');
    for (const [name, value] of Object.entries(other)) expect(text, `${name} stated`).toMatch(standalone(format(value)));
    for (const [name, value] of Object.entries(helpFigures)) expect(text, `${name} typed in`).not.toMatch(standalone(format(value)));
  });
});

describe('a section', () => {
  it('reads its entries in order, runs of steps and of points as one list each', () => {
    expect(sectionBlocks({ heading: 'H', p1: 'a', step1: 'b', step2: 'c', item1: 'd', item2: 'e', p2: 'f' })).toEqual([
      { kind: 'paragraph', text: 'a' },
      { kind: 'steps', items: ['b', 'c'] },
      { kind: 'points', items: ['d', 'e'] },
      { kind: 'paragraph', text: 'f' },
    ]);
  });
});
