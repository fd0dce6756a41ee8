/**
 * The console's support inbox: tabs Open / Waiting / Closed with their counts, a
 * "mine" filter, the conversations newest activity first, and the one chosen beside the list
 * (alone at phone width, with a way back); live through the staff support stream, which makes
 * every view read again. The canned replies are managed below (support and admin; finance reads).
 * The tab, the filter, the page and the open conversation are kept in the address.
 */
import type { Remote } from '#client/useRemote.ts';
import { $staffJwt } from '#client/staffSession.ts';
import type { SupportConversationPage, SupportCounts } from '#shared/contract/support.ts';
import { SUPPORT_STATUSES, type SupportStatus } from '#shared/vocabulary.ts';
import { TabBar } from '#islands/common/TabBar.tsx';
import { useSupportStream } from '#islands/support/useSupportStream.ts';
import { PAGE_SIZE, searchParam, useAddressFilters, useAdminData } from '../kit/data.ts';
import { staffIsland, type StaffPageProps } from '../kit/gate.tsx';
import { PagedView, RemoteView } from '../kit/RemoteView.tsx';
import { CannedReplies, type Language } from './CannedReplies.tsx';
import { ConversationList } from './ConversationList.tsx';
import { ConversationPanel } from './ConversationPanel.tsx';
import { announceSupportChange } from './inboxEvents.ts';
import { useT } from '#islands/common/i18n.tsx';
import './support-admin.css';

export default staffIsland<{ languages: Language[] }>('support', InboxPage);

const knownStatus = (value: string): SupportStatus =>
  SUPPORT_STATUSES.find((status) => status === value) ?? 'open';

/** The inbox's filters, kept in the address. */
function useInboxFilters() {
  return useAddressFilters(() => ({
    status: knownStatus(searchParam('status')),
    mine: searchParam('mine') === 'true' ? 'true' : '',
    id: searchParam('id'),
  }));
}
type InboxFilters = ReturnType<typeof useInboxFilters>;

function InboxPage({ staff, languages }: StaffPageProps & { languages: Language[] }) {
  const t = useT();
  const filters = useInboxFilters();
  const { status, mine, id, pageNo, filter } = filters;
  const counts = useAdminData('GET /support/counts');
  const list = useAdminData('GET /support/conversations', {
    query: { status, mine: mine || undefined, pageNo, pageSize: PAGE_SIZE },
  });
  const detail = useAdminData(
    id ? 'GET /support/conversations/{id}' : null,
    { params: { id } },
    {
      keepPreviousData: false,
    },
  );
  const refresh = async () => {
    announceSupportChange();
    await Promise.all([counts.mutate(), list.mutate(), id ? detail.mutate() : undefined]);
  };
  useSupportStream(
    '/api/admin/support/stream',
    () => $staffJwt.get(),
    (event) => {
      announceSupportChange();
      void counts.mutate();
      void list.mutate();
      if (id && (!event || event.conversationId === id)) void detail.mutate();
    },
  );
  const languageName = (code: string) => languages.find((language) => language.code === code)?.name ?? code;

  return (
    <div className="stack">
      <div className="support-inbox" data-showing={id ? 'conversation' : 'list'}>
        <ListPane filters={filters} counts={counts.data} list={list} />
        {/* The chosen conversation, or a line asking to choose one. */}
        <section className="support-chat-pane">
          {id ? (
            <RemoteView remote={detail}>
              {(data) => (
                <ConversationPanel
                  key={data.conversation.id}
                  staff={staff}
                  detail={data}
                  languageName={languageName}
                  onChanged={refresh}
                  onBack={() => filter({ id: '', pageNo })}
                />
              )}
            </RemoteView>
          ) : (
            <p className="muted support-choose">{t('admin.support.choose')}</p>
          )}
        </section>
      </div>
      <CannedReplies staff={staff} languages={languages} />
    </div>
  );
}

/** The tabs with their counts, the "mine" filter and the page of conversations. */
function ListPane({
  filters,
  counts,
  list,
}: {
  filters: InboxFilters;
  counts: SupportCounts | undefined;
  list: Remote<SupportConversationPage>;
}) {
  const t = useT();
  const { status, mine, id, pageNo, filter } = filters;
  return (
    <section className="support-list-pane" aria-label={t('admin.support.tabs')}>
      <TabBar
        names={SUPPORT_STATUSES}
        active={status}
        choose={(next) => filter({ status: next })}
        label={t('admin.support.tabs')}
        tabId={(name) => `support-tab-${name}`}
        panelId={() => 'support-list'}
        text={(name) => (
          <>
            {t(`admin.support.status.${name}`)} <span className="support-count">{counts?.[name] ?? ''}</span>
          </>
        )}
      />
      <label className="check support-mine">
        <input
          type="checkbox"
          checked={mine === 'true'}
          onChange={(event) => filter({ mine: event.target.checked ? 'true' : '' })}
        />
        <span>{t('admin.support.mine')}</span>
      </label>
      <div id="support-list" role="tabpanel" aria-labelledby={`support-tab-${status}`}>
        <PagedView
          remote={list}
          emptyText={t('admin.support.empty')}
          onPage={(n) => filter({ pageNo: n })}
          pagerLabel={t('admin.support.pages')}
        >
          {(page) => (
            <ConversationList
              rows={page.list}
              selected={id}
              onOpen={(next) => filter({ id: next, pageNo })}
            />
          )}
        </PagedView>
      </div>
    </section>
  );
}
