/*
 * Escaping for text we write into HTML, XML and inline JSON. Every value from the catalogue or a
 * request goes through one of these on its way into markup.
 */

const markupEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Characters XML 1.0 does not allow at all (control characters, lone surrogates, U+FFFE/U+FFFF). */
const invalidXmlChars =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text safe inside an element or a quoted attribute of HTML or XML. */
export function escapeMarkup(text: string): string {
  return text.replace(invalidXmlChars, '').replace(/[&<>"']/g, (char) => markupEscapes[char] ?? char);
}

/**
 * JSON safe inside a <script> element: '<', '>' and '&' become \u escapes, so no '</script>' or
 * '<!--' can end or change the element; U+2028/U+2029 are escaped for old JavaScript parsers.
 */
export function jsonForScript(value: unknown): string {
  return escapeJsonForScript(JSON.stringify(value));
}

/** Already serialised JSON made safe inside a <script> element, as jsonForScript does. */
export function escapeJsonForScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
