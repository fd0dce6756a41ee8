/**
 * Content collections (ARCHITECTURE.md): the terms in 24 sections, the four how-to-play guides
 * and the announcements, one Markdown file per locale. Entry ids are the file paths without the
 * extension: `terms` → `en`, `howToPlay` → `lotto/en`, `announcements` → `welcome/en`.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { contentEntryId } from './contentEntryId.ts';

/** Ids keep the file path's case (the default slug lower-cases `fiveMins`). */
const generateId = ({ entry }: { entry: string }) => contentEntryId(entry);

const terms = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/terms', generateId }),
  schema: z.object({ title: z.string(), updated: z.coerce.date() }),
});

const howToPlay = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/howToPlay', generateId }),
  schema: z.object({ title: z.string(), summary: z.string() }),
});

const announcements = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/announcements', generateId }),
  schema: z.object({ title: z.string(), date: z.coerce.date(), summary: z.string() }),
});

export const collections = { terms, howToPlay, announcements };
