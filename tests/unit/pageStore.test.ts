/**
 * The route cache's store: a page is kept per address and negotiated locale, for the
 * time it asked, least recently used first out; tags and paths drop pages; the gzipped copy is
 * made once.
 */
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bodyFor, createPageStore, pageKey, type StoredPage } from '#server/pageCache/store.ts';

const page = (tags: string[] = [], body = 'x'.repeat(2048), maxAgeMs = 60_000, storedAt = 0): StoredPage => ({
  status: 200,
  headers: [['content-type', 'text/html']],
  body: Buffer.from(body),
  storedAt,
  maxAgeMs,
  tags: new Set(tags),
});

describe('pageKey', () => {
  it('keys by host, address and the locale negotiated as the middleware does: cookie, then Accept-Language', () => {
    const key = (cookie?: string, language?: string) => pageKey('h:1', '/terms?a=1', cookie, language);
    expect(key()).toBe('h:1/terms?a=1\0en');
    expect(key(undefined, 'ru-RU,ru;q=0.9')).toBe(key(undefined, 'ru'));
    expect(key('locale=ar', 'ru')).toBe(key('theme=dark; locale=ar'));
    expect(key('locale=ar')).not.toBe(key('locale=fr'));
    // An unknown or malformed cookie falls back as the middleware's negotiation does.
    expect(key('locale=%E0%A4%A', 'ja')).toBe(key(undefined, 'ja'));
    expect(key('locale=xx')).toBe(key());
    expect(pageKey('h:1', '/terms', undefined, undefined)).not.toBe(key());
  });
});

describe('the page store', () => {
  it('answers a page until its time is up, and forgets the least recently used first', () => {
    const store = createPageStore(2);
    store.set('a', page([], 'a', 1_000, 0));
    expect(store.get('a', 999)?.body.toString()).toBe('a');
    expect(store.get('a', 1_000)).toBeUndefined();
    store.set('a', page());
    store.set('b', page());
    store.get('a', 1);
    store.set('c', page());
    expect([store.get('a', 1), store.get('b', 1), store.get('c', 1)].map(Boolean)).toEqual([
      true,
      false,
      true,
    ]);
    expect(store.size()).toBe(2);
  });

  it('drops the pages of a tag, or of a path in every locale and query', () => {
    const store = createPageStore(10);
    store.set('h/lotto/1/1\0en', page(['all', 'lottery:1']));
    store.set('h/lotto/2/1\0en', page(['all', 'lottery:2']));
    store.set('h/terms\0en', page(['all', 'content']));
    store.set('h/terms?x=1\0ar', page(['all', 'content']));
    store.drop(['lottery:1']);
    expect([store.get('h/lotto/1/1\0en', 1), store.get('h/lotto/2/1\0en', 1)].map(Boolean)).toEqual([
      false,
      true,
    ]);
    store.dropPath('/terms');
    expect(store.size()).toBe(1);
    store.drop(['all']);
    expect(store.size()).toBe(0);
  });

  it('gzips a page once, only for a client that accepts it, and not a tiny one', () => {
    const stored = page();
    const gzipped = bodyFor(stored, 'gzip, deflate, br');
    expect(gzipped && gunzipSync(gzipped).toString()).toBe(stored.body.toString());
    expect(bodyFor(stored, 'br, gzip')).toBe(gzipped);
    expect(bodyFor(stored, 'br')).toBeUndefined();
    expect(bodyFor(stored, undefined)).toBeUndefined();
    expect(bodyFor(page([], 'small'), 'gzip')).toBeUndefined();
  });
});
