/*
 * Makes the demo catalogue's interior images (src/demo/data/interiors/{isbn}-{n}.jpg): the opening
 * pages of two public-domain novels, set as book pages and photographed with Chromium.
 *
 *   node --import tsx packages/server/scripts/make-demo-interiors.ts
 *
 * Needs Chromium at /usr/bin/chromium (`bash scripts/ensure-chromium.sh`). The text is the novels'
 * own (Pride and Prejudice, 1813; Frankenstein, 1818 text), so the images are free to ship.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/demo/data/interiors');

type Book = {
  eisbn: string;
  title: string;
  author: string;
  opening: string;
  heading: string;
  running: string;
  paragraphs: string[];
};

const books: Book[] = [
  {
    eisbn: '9780679783268',
    title: 'Pride and Prejudice',
    author: 'Jane Austen',
    opening: 'Volume I',
    heading: 'Chapter I',
    running: 'PRIDE AND PREJUDICE',
    paragraphs: [
      'It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife.',
      'However little known the feelings or views of such a man may be on his first entering a neighbourhood, this truth is so well fixed in the minds of the surrounding families, that he is considered the rightful property of some one or other of their daughters.',
      '“My dear Mr. Bennet,” said his lady to him one day, “have you heard that Netherfield Park is let at last?”',
      'Mr. Bennet replied that he had not.',
      '“But it is,” returned she; “for Mrs. Long has just been here, and she told me all about it.”',
      'Mr. Bennet made no answer.',
      '“Do you not want to know who has taken it?” cried his wife impatiently.',
      '“You want to tell me, and I have no objection to hearing it.”',
      'This was invitation enough.',
      '“Why, my dear, you must know, Mrs. Long says that Netherfield is taken by a young man of large fortune from the north of England; that he came down on Monday in a chaise and four to see the place, and was so much delighted with it, that he agreed with Mr. Morris immediately; that he is to take possession before Michaelmas, and some of his servants are to be in the house by the end of next week.”',
      '“What is his name?”',
      '“Bingley.”',
      '“Is he married or single?”',
      '“Oh! Single, my dear, to be sure! A single man of large fortune; four or five thousand a year. What a fine thing for our girls!”',
      '“How so? How can it affect them?”',
      '“My dear Mr. Bennet,” replied his wife, “how can you be so tiresome! You must know that I am thinking of his marrying one of them.”',
      '“Is that his design in settling here?”',
      '“Design! Nonsense, how can you talk so! But it is very likely that he may fall in love with one of them, and therefore you must visit him as soon as he comes.”',
      '“I see no occasion for that. You and the girls may go, or you may send them by themselves, which perhaps will be still better, for as you are as handsome as any of them, Mr. Bingley might like you the best of the party.”',
      '“My dear, you flatter me. I certainly have had my share of beauty, but I do not pretend to be anything extraordinary now. When a woman has five grown-up daughters, she ought to give over thinking of her own beauty.”',
      '“In such cases, a woman has not often much beauty to think of.”',
      '“But, my dear, you must indeed go and see Mr. Bingley when he comes into the neighbourhood.”',
      '“It is more than I engage for, I assure you.”',
      '“But consider your daughters. Only think what an establishment it would be for one of them. Sir William and Lady Lucas are determined to go, merely on that account, for in general, you know, they visit no newcomers. Indeed you must go, for it will be impossible for us to visit him if you do not.”',
      '“You are over-scrupulous, surely. I dare say Mr. Bingley will be very glad to see you; and I will send a few lines by you to assure him of my hearty consent to his marrying whichever he chooses of the girls; though I must throw in a good word for my little Lizzy.”',
      '“I desire you will do no such thing. Lizzy is not a bit better than the others; and I am sure she is not half so handsome as Jane, nor half so good-humoured as Lydia. But you are always giving her the preference.”',
      '“They have none of them much to recommend them,” replied he; “they are all silly and ignorant like other girls; but Lizzy has something more of quickness than her sisters.”',
      '“Mr. Bennet, how can you abuse your own children in such a way? You take delight in vexing me. You have no compassion for my poor nerves.”',
      '“You mistake me, my dear. I have a high respect for your nerves. They are my old friends. I have heard you mention them with consideration these last twenty years at least.”',
      '“Ah, you do not know what I suffer.”',
      '“But I hope you will get over it, and live to see many young men of four thousand a year come into the neighbourhood.”',
      '“It will be no use to us, if twenty such should come, since you will not visit them.”',
      '“Depend upon it, my dear, that when there are twenty, I will visit them all.”',
      'Mr. Bennet was so odd a mixture of quick parts, sarcastic humour, reserve, and caprice, that the experience of three-and-twenty years had been insufficient to make his wife understand his character. Her mind was less difficult to develop. She was a woman of mean understanding, little information, and uncertain temper. When she was discontented, she fancied herself nervous. The business of her life was to get her daughters married; its solace was visiting and news.',
    ],
  },
  {
    eisbn: '9780141439471',
    title: 'Frankenstein',
    author: 'Mary Wollstonecraft Shelley',
    opening: 'or, The Modern Prometheus',
    heading: 'Letter I',
    running: 'FRANKENSTEIN',
    paragraphs: [
      'To Mrs. Saville, England.',
      'St. Petersburgh, Dec. 11th, 17—.',
      'You will rejoice to hear that no disaster has accompanied the commencement of an enterprise which you have regarded with such evil forebodings. I arrived here yesterday, and my first task is to assure my dear sister of my welfare and increasing confidence in the success of my undertaking.',
      'I am already far north of London, and as I walk in the streets of Petersburgh, I feel a cold northern breeze play upon my cheeks, which braces my nerves and fills me with delight. Do you understand this feeling? This breeze, which has travelled from the regions towards which I am advancing, gives me a foretaste of those icy climes. Inspirited by this wind of promise, my daydreams become more fervent and vivid. I try in vain to be persuaded that the pole is the seat of frost and desolation; it ever presents itself to my imagination as the region of beauty and delight. There, Margaret, the sun is for ever visible, its broad disk just skirting the horizon and diffusing a perpetual splendour.',
      'There—for with your leave, my sister, I will put some trust in preceding navigators—there snow and frost are banished; and, sailing over a calm sea, we may be wafted to a land surpassing in wonders and in beauty every region hitherto discovered on the habitable globe. Its productions and features may be without example, as the phenomena of the heavenly bodies undoubtedly are in those undiscovered solitudes. What may not be expected in a country of eternal light?',
    ],
  },
];

const pageCss = `
  @page { margin: 0; }
  html, body { margin: 0; background: #f6f1e4; }
  .page { box-sizing: border-box; width: 600px; height: 900px; padding: 64px 70px 70px; position: relative;
    font-family: 'Liberation Serif', serif; color: #231f1a; font-size: 19px; line-height: 1.5;
    background: linear-gradient(90deg, #ebe4d2 0, #f6f1e4 28px, #f6f1e4 100%); }
  .running { position: absolute; top: 30px; left: 0; right: 0; text-align: center; font-size: 12px; letter-spacing: 0.2em; color: #6b6256; }
  .folio { position: absolute; bottom: 30px; left: 0; right: 0; text-align: center; font-size: 14px; color: #6b6256; }
  .body { height: 766px; overflow: hidden; }
  p { margin: 0; text-indent: 1.5em; text-align: justify; hyphens: auto; }
  h2 { font-weight: normal; text-align: center; font-size: 24px; letter-spacing: 0.12em; margin: 40px 0 34px; }
  h2 + p { text-indent: 0; }
  h2 + p::first-line { font-variant: small-caps; letter-spacing: 0.03em; }
  .title { display: flex; flex-direction: column; align-items: center; justify-content: center; height: 100%; text-align: center; }
  .title h1 { font-weight: normal; font-size: 40px; letter-spacing: 0.08em; margin: 0 0 12px; text-transform: uppercase; }
  .title .sub { font-style: italic; font-size: 20px; margin-bottom: 60px; }
  .title .rule { width: 80px; border-top: 1px solid #8a7f70; margin: 26px 0; }
  .title .author { font-size: 20px; letter-spacing: 0.1em; text-transform: uppercase; }
`;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * Lays the paragraphs out page by page in the browser, splitting a paragraph between pages by words.
 * Plain JavaScript in a string: tsx would wrap a function's names in a helper the page lacks.
 */
const layoutScript = `(({ heading, paragraphs }) => {
  const pages = [];
  const newBody = () => {
    document.body.innerHTML = '<div class="page"><div class="body"></div></div>';
    return document.querySelector('.body');
  };
  let body = newBody();
  body.innerHTML = '<h2>' + heading + '</h2>';
  const fits = () => body.scrollHeight <= body.clientHeight;
  for (const text of paragraphs) {
    let current = document.createElement('p');
    body.append(current);
    let placed = [];
    for (const word of text.split(' ')) {
      current.textContent = [...placed, word].join(' ');
      if (fits()) { placed.push(word); continue; }
      current.textContent = placed.join(' ');
      if (placed.length === 0) current.remove();
      pages.push(body.innerHTML);
      body = newBody();
      current = document.createElement('p');
      // The paragraph goes on where the last page stopped, without a new indent.
      if (placed.length > 0) current.style.textIndent = '0';
      body.append(current);
      placed = [word];
      current.textContent = word;
    }
  }
  pages.push(body.innerHTML);
  return pages;
})`;

async function textPages(page: Page, book: Book): Promise<string[]> {
  const pages: unknown = await page.evaluate(
    `${layoutScript}(${JSON.stringify({ heading: book.heading, paragraphs: book.paragraphs })})`,
  );
  if (!Array.isArray(pages)) throw new Error('the layout gave no pages');
  return pages.map(String);
}

const titlePage = (book: Book) =>
  `<div class="title"><h1>${escape(book.title)}</h1><div class="sub">${escape(book.opening)}</div>` +
  `<div class="rule"></div><div class="author">${escape(book.author)}</div><div class="rule"></div></div>`;

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 600, height: 900 } });
    for (const book of books) {
      await page.setContent(`<!doctype html><html lang="en"><style>${pageCss}</style><body></body></html>`);
      const texts = await textPages(page, book);
      const sheets = [
        `<div class="page">${titlePage(book)}</div>`,
        ...texts.map(
          (html, index) =>
            `<div class="page"><div class="running">${escape(book.running)}</div><div class="body">${html}</div>` +
            `<div class="folio">${index + 1}</div></div>`,
        ),
      ];
      for (const [index, sheet] of sheets.entries()) {
        await page.setContent(`<!doctype html><html lang="en"><style>${pageCss}</style><body>${sheet}</body></html>`);
        const file = path.join(outDir, `${book.eisbn}-${index + 1}.jpg`);
        await page.screenshot({ path: file, type: 'jpeg', quality: 72, clip: { x: 0, y: 0, width: 600, height: 900 } });
        process.stdout.write(`${path.relative(process.cwd(), file)}\n`);
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
