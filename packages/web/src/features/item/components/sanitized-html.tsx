import DOMPurify from 'dompurify';

/** The server sanitises descriptions; they are cleaned again here before they reach the page. */
export function SanitizedHtml({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) }} />;
}
