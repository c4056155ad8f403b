import { Fragment, lazy, Suspense, useState, type ReactNode } from 'react';
import { Anchor, Skeleton, Tabs } from '@mantine/core';
import { Link } from 'react-router';
import { browseUrl, commonLanguageName, emptyBrowseFilter, type TitleDetail } from '@bookfront/contract';
import { useProductCode } from '../api.ts';
import classes from './item-tabs.module.css';

const ProductCodeError = lazy(() => import('./product-code-error.tsx').then((m) => ({ default: m.ProductCodeError })));

// DOMPurify loads only for text with markup to clean; many titles have none, or plain text.
const SanitizedHtml = lazy(() => import('./sanitized-html.tsx').then((m) => ({ default: m.SanitizedHtml })));

/** Text without '<' or '&' reads the same as HTML and as plain text, so it needs no cleaning. */
function SafeHtml({ html }: { html: string }) {
  if (!/[<&]/.test(html)) return <div>{html}</div>;
  return (
    <Suspense fallback={null}>
      <SanitizedHtml html={html} />
    </Suspense>
  );
}

// Built only for a language commonLanguageName does not name (it takes 70–140 ms on a phone).
let languageNames: Intl.DisplayNames | null | undefined;

function languageName(code: string) {
  if (!code) return '';
  const common = commonLanguageName(code);
  if (common) return common;
  languageNames ??=
    typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'language' }) : null;
  try {
    return languageNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

function dimensions(title: TitleDetail) {
  if (title.width === null || title.height === null) return '';
  return `${title.width} × ${title.height} in`;
}

function ProductCode({ eisbn }: { eisbn: string }) {
  const code = useProductCode(eisbn, true);
  const [dismissed, setDismissed] = useState(false);
  if (code.isPending) return <Skeleton height={16} width={130} />;
  if (code.isError) {
    return (
      <>
        <span>{eisbn}</span>
        <Suspense fallback={null}>
          <ProductCodeError opened={!dismissed} message={code.error.message} onClose={() => setDismissed(true)} />
        </Suspense>
      </>
    );
  }
  return <span>{code.data.isbn}</span>;
}

/** A subject's titles: a special subject (two underscores, such as the store's own) is filter group n, not s. */
const subjectBrowseUrl = (code: string) =>
  browseUrl({ ...emptyBrowseFilter, ...(code.startsWith('__') ? { n: [code] } : { s: [code] }) });

function DetailsList({ title }: { title: TitleDetail }) {
  const facts: [string, ReactNode][] = [
    ['ISBN', <ProductCode key="isbn" eisbn={title.eisbn} />],
    ['Publisher', title.publisher],
    ['Format', title.binding],
    ['Edition', title.edition],
    ['Language', languageName(title.language)],
    ['Pages', title.pages ?? ''],
    ['Dimensions', dimensions(title)],
    ['Weight', title.weight === null ? '' : `${title.weight} lb`],
    ['Audience', title.audience],
    [
      'Subjects',
      title.subjects.length > 0 ? (
        <span key="subjects">
          {title.subjects.map((subject, index) => (
            <Fragment key={subject.code || subject.subject}>
              {index > 0 ? <br /> : null}
              <Anchor component={Link} to={subjectBrowseUrl(subject.code)}>
                {subject.subject}
              </Anchor>
            </Fragment>
          ))}
        </span>
      ) : (
        ''
      ),
    ],
  ];
  return (
    <dl className={classes.details}>
      {facts
        .filter(([, value]) => value !== '' && value !== null)
        .map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}

/** docs/features/item-page.md#title-details: Description, Bio, Details and Reviews; a tab with nothing in it is left out. */
export function ItemTabs({ title }: { title: TitleDetail }) {
  const hasDescription = title.description.trim() !== '';
  const hasBio = title.bio.some((bio) => bio.trim() !== '');
  const hasReviews = title.reviews.length > 0 || title.comments.length > 0;
  const [tab, setTab] = useState<string | null>(hasDescription ? 'description' : 'details');

  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List>
        {hasDescription ? <Tabs.Tab value="description">Description</Tabs.Tab> : null}
        {hasBio ? <Tabs.Tab value="bio">Bio</Tabs.Tab> : null}
        <Tabs.Tab value="details">Details</Tabs.Tab>
        {hasReviews ? <Tabs.Tab value="reviews">Reviews</Tabs.Tab> : null}
      </Tabs.List>
      {hasDescription ? (
        <Tabs.Panel value="description" className={classes.panel}>
          <SafeHtml html={title.description} />
        </Tabs.Panel>
      ) : null}
      {hasBio ? (
        <Tabs.Panel value="bio" className={classes.panel}>
          {title.bio.map((bio, index) => (
            <SafeHtml key={index} html={bio} />
          ))}
        </Tabs.Panel>
      ) : null}
      <Tabs.Panel value="details" className={classes.panel}>
        <DetailsList title={title} />
      </Tabs.Panel>
      {hasReviews ? (
        <Tabs.Panel value="reviews" className={classes.panel}>
          {title.reviews.map((review, index) => (
            <blockquote key={index} className={classes.review}>
              <SafeHtml html={review.content} />
              {review.author || review.source_title ? (
                <footer>— {[review.author, review.source_title].filter(Boolean).join(', ')}</footer>
              ) : null}
            </blockquote>
          ))}
          {title.comments.map((comment, index) => (
            <blockquote key={`comment-${index}`} className={classes.review}>
              <p>{comment.text}</p>
              {comment.author ? <footer>— {comment.author}</footer> : null}
            </blockquote>
          ))}
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}
