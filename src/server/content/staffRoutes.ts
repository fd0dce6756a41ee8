/**
 * The console's content routes, for editors and admins: each parses with the content
 * contract and calls one operation of `editor.ts`.
 */
import { z } from 'zod';
import {
  contentCollectionParams,
  contentCreate,
  contentEntryDetail,
  contentEntryParams,
  contentEntrySummary,
  contentHidden,
  contentLocaleParams,
  contentPreview,
  contentPreviewRequest,
  contentRestore,
  contentSave,
  contentVersion,
  contentVersionItem,
  contentVersionParams,
} from '#shared/contract/content.ts';
import { EDITOR_ROLES } from '#shared/vocabulary.ts';
import { staffActor } from '#server/http/context.ts';
import { routeGroup } from '#server/http/route.ts';
import type { ContentEditor } from './editor.ts';

const editorRoute = routeGroup({ tags: ['staff content'], auth: 'staff' });
const ROLES = { roles: EDITOR_ROLES } as const;

const BASE =
  '`baseNumber` is the newest version the editor started from (0: none): when another was saved since, 409 `CONTENT_VERSION_CHANGED` (its `fields.baseNumber` names the newest) and nothing is saved.';

export function contentStaffRoutes(editor: ContentEditor) {
  return [...entryRoutes(editor), ...versionRoutes(editor)];
}

/** The entries: the list, the preview, a new one, one entry, hiding one. */
function entryRoutes(editor: ContentEditor) {
  return [
    editorRoute({
      method: 'get',
      path: '/content',
      summary: 'Every content entry with the state of each locale (live, scheduled, draft, outdated)',
      ...ROLES,
      response: z.array(contentEntrySummary),
      handler: () => editor.list(),
    }),
    editorRoute({
      method: 'post',
      path: '/content/preview',
      summary: 'Markdown rendered as the page will show it (no raw HTML, safe links only)',
      ...ROLES,
      body: contentPreviewRequest,
      response: contentPreview,
      handler: ({ body }) => ({ html: editor.preview(body.body) }),
    }),
    editorRoute({
      method: 'post',
      path: '/content/{collection}',
      errors: ['INVALID_OPERATION'],
      summary: 'A new announcement or note, with its English draft; audited',
      description: 'Only `announcements` and `notes` take new entries (`INVALID_OPERATION` otherwise).',
      ...ROLES,
      params: contentCollectionParams,
      body: contentCreate,
      response: contentEntryParams,
      handler: ({ c, params, body }) => editor.create(staffActor(c), params.collection, body),
    }),
    editorRoute({
      method: 'get',
      path: '/content/{collection}/{slug}',
      errors: ['NOT_FOUND'],
      summary: 'An entry: each locale’s newest version and state, beside the English in force',
      ...ROLES,
      params: contentEntryParams,
      response: contentEntryDetail,
      handler: ({ params }) => editor.detail(params),
    }),
    editorRoute({
      method: 'put',
      path: '/content/{collection}/{slug}/hidden',
      errors: ['INVALID_OPERATION'],
      summary: 'Take an announcement or note off the site, or put it back; audited',
      ...ROLES,
      params: contentEntryParams,
      body: contentHidden,
      response: z.null(),
      handler: async ({ c, params, body }) => {
        await editor.setHidden(staffActor(c), params, body.hidden);
        return null;
      },
    }),
  ];
}

/** A locale's versions: save one, list them, read one, restore one. */
function versionRoutes(editor: ContentEditor) {
  return [
    editorRoute({
      method: 'put',
      path: '/content/{collection}/{slug}/{locale}',
      errors: ['CONTENT_VERSION_CHANGED', 'NOT_FOUND'],
      summary: 'Save a new version: a draft, published now, or scheduled; a publish is audited',
      description: `${BASE} A scheduled time must be at least a minute ahead (\`publish\` INVALID_VALUE otherwise). A published version shows on every instance within a second of its time.`,
      ...ROLES,
      params: contentLocaleParams,
      body: contentSave,
      response: contentVersion,
      handler: ({ c, params, body }) => editor.saveOrPublish(staffActor(c), params, body),
    }),
    editorRoute({
      method: 'get',
      path: '/content/{collection}/{slug}/{locale}/versions',
      summary: 'Every version of an entry in a locale, newest first, with its author',
      ...ROLES,
      params: contentLocaleParams,
      response: z.array(contentVersionItem),
      handler: ({ params }) => editor.history(params),
    }),
    editorRoute({
      method: 'get',
      path: '/content/{collection}/{slug}/{locale}/versions/{number}',
      errors: ['NOT_FOUND'],
      summary: 'One version with its text (to compare or restore)',
      ...ROLES,
      params: contentVersionParams,
      response: contentVersion,
      handler: ({ params }) => editor.version(params),
    }),
    editorRoute({
      method: 'post',
      path: '/content/{collection}/{slug}/{locale}/versions/{number}/restore',
      errors: ['NOT_FOUND'],
      summary: 'A new draft with an old version’s text; audited',
      description: BASE,
      ...ROLES,
      params: contentVersionParams,
      body: contentRestore,
      response: contentVersion,
      handler: ({ c, params, body }) => editor.restore(staffActor(c), params, body.baseNumber),
    }),
  ];
}
