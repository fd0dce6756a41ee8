/**
 * Bidirectional-text isolation for values placed inside translated sentences. In Arabic a Latin
 * name or an amount such as "100.00 USDT" is otherwise reordered with the words around it;
 * FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE is the text form of `<bdi>`, for strings.
 */

/**
 * The value isolated from the text around it, in its own direction.
 * @example t('rooms.needsBalance', { required: isolate('100.00 USDT'), balance: isolate('5.00 USDT') })
 */
export function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}
