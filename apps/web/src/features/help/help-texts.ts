import { z } from 'zod';
import { dealWindowFigures, type HelpPage } from '@phonehaat/contract';
import { site } from '../../config/site.ts';

/**
 * One help page's texts, as the `help` catalogue holds them: a title and description (the page's head),
 * a summary (its card on /help), an intro, and sections whose entries are read in order: `heading`,
 * then paragraphs (`p1`…), numbered steps (`step1`…) and bullet points (`item1`…).
 */
const helpPageTexts = z.object({
  title: z.string(),
  description: z.string(),
  summary: z.string().optional(),
  intro: z.string(),
  sections: z.record(z.string(), z.object({ heading: z.string() }).catchall(z.string())).optional(),
});
export type HelpPageTexts = z.infer<typeof helpPageTexts>;

/** The numbers the pages state: the deal's windows as the server runs them, and the business's commitments. */
export const helpFigures = {
  ...dealWindowFigures,
  complaintHours: site.complaintHours,
  refundDays: site.refundDays,
};
export type HelpFigures = Record<keyof typeof helpFigures, number>;

/** The texts' placeholders: every figure written in the page's language (Bangla digits in Bangla), and the support email. */
export function helpValues(formatNumber: (value: number) => string, figures: HelpFigures = helpFigures): Record<string, string> {
  const values: Record<string, string> = { email: site.supportEmail };
  for (const [name, value] of Object.entries(figures)) values[name] = formatNumber(value);
  return values;
}

/** i18next's `t`, loosely typed: a page's texts are read as one object (`returnObjects`) and checked here. */
type ReadTexts = (key: string, options: Record<string, unknown>) => unknown;

/** A page's texts from the `help` catalogue, its placeholders filled in. */
export function readHelpPage(t: ReadTexts, page: HelpPage, values: Record<string, string>): HelpPageTexts {
  return helpPageTexts.parse(t(`pages.${page}`, { ...values, returnObjects: true }));
}

/** A section's entries after its heading, runs of steps and of points each made one list. */
export type SectionBlock = { kind: 'paragraph'; text: string } | { kind: 'steps' | 'points'; items: string[] };

export function sectionBlocks(section: Record<string, string>): SectionBlock[] {
  const blocks: SectionBlock[] = [];
  for (const [key, text] of Object.entries(section)) {
    if (key === 'heading') continue;
    const kind = key.startsWith('step') ? 'steps' : key.startsWith('item') ? 'points' : 'paragraph';
    const last = blocks.at(-1);
    if (kind === 'paragraph') blocks.push({ kind, text });
    else if (last && last.kind === kind) last.items.push(text);
    else blocks.push({ kind, items: [text] });
  }
  return blocks;
}
