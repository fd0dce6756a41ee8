/**
 * The fade from page to page is the browser's own cross-document view transition
 * (`@view-transition` in global.css). The browser skips a transition when the page is left
 * before it has run (a tap on a link during the fade, a redirect right after a sign-up) or the
 * viewport is resized meanwhile (a phone's toolbar or keyboard), and then rejects the promises
 * of its `ViewTransition`. Nothing awaited them, so every skip was reported as an uncaught error
 * ("Transition was skipped", "Transition was aborted because of invalid state"). A skip only
 * means the page shows without the fade: this script takes the rejections of both sides of a
 * navigation (`pageswap` on the page left, `pagereveal` on the page shown) as handled.
 *
 * It runs in every page's head (an inline script Astro injects and hashes for the content
 * security policy, see astro.config.mjs): `pagereveal` fires before the page's first frame,
 * earlier than any module script runs.
 */
export const SETTLE_VIEW_TRANSITIONS = `(() => {
  const settle = (event) => {
    const transition = event.viewTransition;
    if (!transition) return;
    for (const done of [transition.ready, transition.finished, transition.updateCallbackDone]) done.catch(() => {});
  };
  addEventListener('pageswap', settle);
  addEventListener('pagereveal', settle);
})();`;
