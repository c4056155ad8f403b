import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from './description-html.ts';

/** A disallowed empty tag first: sanitize-html drops it, and the text always goes through the library. */
const throughLibrary = (html: string) => sanitiseHtml(`<x></x>${html}`);

describe('sanitiseHtml', () => {
  it.each([
    'Plain text with "quotes" and it\'s',
    '<p>One.</p><p>Two <b>bold</b> and <i><em>nested</em></i>.</p>',
    '<p>Unclosed',
    '</p>stray close',
    '<b><p>block inside inline</p></b>',
    '<p>a<p>b',
    '<br>line<br/>break',
    '<p class="x">attributes</p>',
    'AT&amp;T &eacute; & < >',
    '<script>alert(1)</script><p>kept</p>',
    '<P>upper case</P>',
    '  <p></p>  ',
  ])('gives what sanitize-html gives for %j', (html) => {
    expect(sanitiseHtml(html)).toBe(throughLibrary(html));
  });

  it('gives simple markup back as it is, trimmed', () => {
    expect(sanitiseHtml(' <p>A <strong>quiet</strong> <span>book</span>.</p>\n')).toBe(
      '<p>A <strong>quiet</strong> <span>book</span>.</p>',
    );
  });
});
