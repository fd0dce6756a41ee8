/**
 * A route's name (`'GET /game/{lotteryId}/room'`) as a request: its method and its path with
 * the params put in, for the browser's client and the API tests alike.
 */

/** A value of a path parameter. */
type ParamValue = string | number | boolean | undefined;

/** `'GET /game/{lotteryId}/room'` and its params → `GET`, `/game/3/room` (each value URL-encoded). */
export function routeRequestPath(
  route: string,
  params: Readonly<Record<string, ParamValue>> | undefined,
): { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string } {
  const space = route.indexOf(' ');
  const method = route.slice(0, space) as 'GET' | 'POST' | 'PUT' | 'DELETE';
  const path = route.slice(space + 1).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${route}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  return { method, path };
}
