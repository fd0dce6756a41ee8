/**
 * The console's live preview: the Markdown being edited, rendered by the server's own
 * renderer (what the page will show, sanitized) a moment after the editor stops typing.
 */
import { useEffect, useState } from 'react';
import { adminApi } from '#client/staffSession.ts';

const PAUSE_MS = 250;

export function usePreview(body: string): { html: string; failed: boolean } {
  const [html, setHtml] = useState('');
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      adminApi('POST /content/preview', { body: { body } })
        .then((preview) => {
          if (!current) return;
          setHtml(preview.html);
          setFailed(false);
        })
        .catch(() => current && setFailed(true));
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [body]);
  return { html, failed };
}
