/**
 * Lotteries and their rooms: a lottery's interval, close lead and on/off switch (from the next
 * round), a room's name, minimum bet, balance requirement and bet limit, and links to the odds
 * editor. Only admins edit; other roles read.
 */
import { useState } from 'react';
import { StateView } from '../common/StateView.tsx';
import { staffIsland, type StaffPageProps } from './kit/gate.tsx';
import { useAdminData } from './kit/data.ts';
import type { AdminLottery } from '#shared/contract/gamesAdmin.ts';
import { LotteryCard } from './lotteries/LotteryCard.tsx';
import './console.css';

export default staffIsland('lotteries', LotteriesPage);

function LotteriesPage({ t, locale, isAdmin }: StaffPageProps) {
  const list = useAdminData<AdminLottery[]>(['/lotteries']);
  const [notice, setNotice] = useState('');
  const saved = async (text: string) => {
    setNotice(text);
    await list.mutate();
  };
  return (
    <StateView
      t={t}
      isLoading={!list.data && list.isLoading}
      slow={list.slow}
      error={list.data ? null : list.error}
      empty={list.data?.length === 0}
      onRetry={() => void list.mutate()}
    >
      <div className="stack">
        <p className="muted">{isAdmin ? t('admin.lotteries.intro') : t('admin.lotteries.readOnly')}</p>
        <div role="status">{notice && <p className="notice">{notice}</p>}</div>
        {(list.data ?? []).map((lottery) => (
          <LotteryCard
            key={lottery.id}
            t={t}
            locale={locale}
            lottery={lottery}
            isAdmin={isAdmin}
            onSaved={saved}
          />
        ))}
      </div>
    </StateView>
  );
}
