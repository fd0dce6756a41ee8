/**
 * Lotteries and their rooms: a lottery's interval, close lead and on/off switch (from the next
 * round), a room's name, minimum bet, balance requirement and bet limit, and links to the odds
 * editor. Only admins edit; other roles read.
 */
import { useState } from 'react';
import { RemoteView } from '../kit/RemoteView.tsx';
import { staffIsland, type StaffPageProps } from '../kit/gate.tsx';
import { useAdminData } from '../kit/data.ts';
import { LotteryCard } from './LotteryCard.tsx';
import { useT } from '#islands/common/i18n.tsx';
import '../kit/console.css';

export default staffIsland('lotteries', LotteriesPage);

function LotteriesPage({ isAdmin }: StaffPageProps) {
  const t = useT();
  const list = useAdminData('GET /lotteries');
  const [notice, setNotice] = useState('');
  const saved = async (text: string) => {
    setNotice(text);
    await list.mutate();
  };
  return (
    <RemoteView remote={list} empty={(lotteries) => lotteries.length === 0}>
      {(lotteries) => (
        <div className="stack">
          <p className="muted">{isAdmin ? t('admin.lotteries.intro') : t('admin.lotteries.readOnly')}</p>
          <div role="status">{notice && <p className="notice">{notice}</p>}</div>
          {lotteries.map((lottery) => (
            <LotteryCard key={lottery.id} lottery={lottery} isAdmin={isAdmin} onSaved={saved} />
          ))}
        </div>
      )}
    </RemoteView>
  );
}
