/**
 * Editors' Markdown to HTML, with markdown-it: CommonMark, no raw HTML (it is shown
 * as text), and links and images only to `http(s)`, `mailto:`, `tel:` and this site's own paths,
 * so no script, event handler, `javascript:` or `data:` link reaches a page. Nothing here writes
 * a `style` attribute either (the CSP has no `unsafe-inline`): table alignment becomes a class.
 * The pages and the console's preview render with this one function.
 */
import MarkdownIt, { type Token } from 'markdown-it';

/** Schemes a link may use; anything else with a scheme is dropped (relative paths are kept). */
const SAFE_SCHEMES = /^(https?|mailto|tel):/i;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Whether a link's destination (after markdown-it decoded and normalised it) may be written. */
export function safeLink(url: string): boolean {
  const trimmed = url.trim();
  if (HAS_SCHEME.test(trimmed)) return SAFE_SCHEMES.test(trimmed);
  // A scheme hidden behind characters the browser strips (`java\nscript:`) is refused too.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return !/[\u0000-\u001f\u007f\\]/.test(trimmed);
}

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });
markdown.validateLink = safeLink;

// Table cells aligned with `:---:` get a class, not the inline style markdown-it writes.
const alignCell = (tokens: Token[], index: number) => {
  const token = tokens[index];
  const style = token?.attrGet('style');
  if (typeof style !== 'string') return;
  if (token) {
    const align = /text-align:(left|center|right)/.exec(style)?.[1];
    token.attrs = (token.attrs ?? []).filter((attr) => attr[0] !== 'style');
    if (align) token.attrJoin('class', `align-${align}`);
  }
};
for (const rule of ['th_open', 'td_open'] as const) {
  markdown.renderer.rules[rule] = (tokens, index, options, _env, self) => {
    alignCell(tokens, index);
    return self.renderToken(tokens, index, options);
  };
}

// Links to other sites open without handing them this page (`noopener`) or the address.
markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  if (token && /^https?:/i.test(String(token.attrGet('href') ?? ''))) {
    token.attrSet('rel', 'nofollow noopener noreferrer');
  }
  return self.renderToken(tokens, index, options);
};

/** The HTML of an editor's Markdown: safe to place in a page as it is. */
export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
