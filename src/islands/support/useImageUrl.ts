/**
 * The chat's images are never at a public address: each is fetched with the `jwt` header of
 * the side reading it (player or staff) and shown through an object URL, kept for the page's
 * life so that a re-render or a new message does not download it again.
 */
import { useEffect, useState } from 'react';

const loaded = new Map<string, Promise<string>>();

function load(url: string, token: string): Promise<string> {
  let found = loaded.get(url);
  if (!found) {
    found = fetch(url, { headers: { jwt: token } }).then(async (response) => {
      if (!response.ok) throw new Error(`image ${response.status}`);
      return URL.createObjectURL(await response.blob());
    });
    // A failure is forgotten, so that the next render tries again.
    found.catch(() => loaded.delete(url));
    loaded.set(url, found);
  }
  return found;
}

/**
 * The object URL of an authenticated image: null while loading, 'failed' when it could not be had.
 * @example const src = useImageUrl(`/api/app/support/attachments/${id}`, $jwt.get());
 */
export function useImageUrl(url: string, token: string): string | null | 'failed' {
  const [src, setSrc] = useState<string | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    load(url, token).then(
      (objectUrl) => live && setSrc(objectUrl),
      () => live && setSrc('failed'),
    );
    return () => {
      live = false;
    };
  }, [url, token]);
  return src;
}
