import { describe, expect, it } from 'vitest';
import { injectHead } from './page-head.ts';

const builtIndex = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="An independent bookstore online." />
    <title>Bookstore</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('injectHead', () => {
  it("replaces the built title and description and puts the page's tags at the end of the head", () => {
    const html = injectHead(builtIndex, { title: 'A & B | Store', tags: '<meta name="description" content="x" />' });

    expect(html).not.toContain('<title>Bookstore</title>');
    expect(html).not.toContain('An independent bookstore online.');
    expect(html).toMatch(/<title>A &amp; B \| Store<\/title>\s*<meta name="description" content="x" \/>\s*<\/head>/);
    expect(html).toContain('<meta charset="UTF-8" />');
  });

  it("keeps '$' patterns in a title literal", () => {
    const html = injectHead(builtIndex, { title: "$& $' $`", tags: '' });

    expect(html).toContain('<title>$&amp; $&#39; $`</title>');
  });

  it('puts the tags after the doctype when the page has no head element', () => {
    const html = injectHead('<!doctype html><title>Old</title><div id="root"></div>', {
      title: 'New',
      tags: '<x-tag>',
    });

    expect(html).toBe('<!doctype html><title>New</title>\n<x-tag>\n<div id="root"></div>');
  });
});
