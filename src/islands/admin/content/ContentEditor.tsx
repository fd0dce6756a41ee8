/**
 * The editors' console page: every entry of the announcements, notes, terms and
 * how-to-play guides with the state of each locale, and, with `?entry=collection/slug&locale=xx`
 * in the address, that entry open in that locale.
 */
import { CONTENT_COLLECTIONS, LOCALES, type ContentCollection } from '#shared/vocabulary.ts';
import { searchParam, useAdminData } from '../kit/data.ts';
import { staffIsland } from '../kit/gate.tsx';
import { RemoteView } from '../kit/RemoteView.tsx';
import { EntryEditor } from './EntryEditor.tsx';
import { EntryList } from './EntryList.tsx';
import './content.css';

export default staffIsland('content', ContentPage);

/** The entry and locale the address names (null: the list). */
function addressed(): { collection: ContentCollection; slug: string; locale: string } | null {
  const [collection, slug] = searchParam('entry').split('/');
  if (!collection || !slug || !(CONTENT_COLLECTIONS as readonly string[]).includes(collection)) return null;
  const locale = searchParam('locale');
  return {
    collection: collection as ContentCollection,
    slug,
    locale: (LOCALES as readonly string[]).includes(locale) ? locale : 'en',
  };
}

function ContentPage() {
  const open = addressed();
  return open ? <OneEntry open={open} /> : <AllEntries />;
}

function AllEntries() {
  const entries = useAdminData('GET /content');
  return <RemoteView remote={entries}>{(list) => <EntryList entries={list} />}</RemoteView>;
}

function OneEntry({ open }: { open: NonNullable<ReturnType<typeof addressed>> }) {
  const entry = useAdminData(
    'GET /content/{collection}/{slug}',
    { params: { collection: open.collection, slug: open.slug } },
    { revalidateOnFocus: false },
  );
  return (
    <RemoteView remote={entry}>
      {(detail) => (
        <EntryEditor
          key={`${open.locale}`}
          entry={detail}
          editing={open.locale}
          reload={() => entry.mutate()}
        />
      )}
    </RemoteView>
  );
}
