/** The reports' filters (from, to, lottery), kept in the address, and the range's check. */
import { useState } from 'react';
import type { T } from '#client/i18n.ts';
import { replaceSearch, searchParam } from '../kit/data.ts';
import { DATE, daysBetween, isoDay, MAX_DAYS } from './range.ts';

export interface RangeFilters {
  from?: string;
  to?: string;
  lotteryId?: string;
}

export function useReportRange(t: T) {
  const today = isoDay(new Date());
  const [from, setFrom] = useState(() =>
    DATE.test(searchParam('from')) ? searchParam('from') : isoDay(new Date(), -6),
  );
  const [to, setTo] = useState(() => (DATE.test(searchParam('to')) ? searchParam('to') : today));
  const [lotteryId, setLotteryId] = useState(() => searchParam('lotteryId'));

  const rangeError =
    !DATE.test(from) || !DATE.test(to)
      ? t('admin.reports.dateRequired')
      : from > to
        ? t('admin.reports.rangeInvalid')
        : daysBetween(from, to).length > MAX_DAYS
          ? t('admin.reports.rangeTooLong', { max: MAX_DAYS })
          : '';
  // The API's `to` is exclusive: the day after the last day shown.
  const query = rangeError ? null : { from, to: isoDay(new Date(`${to}T00:00:00Z`), 1) };

  function update(next: RangeFilters) {
    const values = { from, to, lotteryId, ...next };
    setFrom(values.from);
    setTo(values.to);
    setLotteryId(values.lotteryId);
    replaceSearch(values);
  }

  return { today, from, to, lotteryId, rangeError, query, update };
}

export type ReportRange = ReturnType<typeof useReportRange>;
