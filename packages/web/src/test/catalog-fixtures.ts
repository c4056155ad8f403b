import {
  availabilityRowSchema,
  searchResponseSchema,
  titleDetailSchema,
  titleSummarySchema,
  type AvailabilityRow,
  type FilterOption,
  type SearchResponse,
  type TitleDetail,
  type TitleSummary,
} from '@bookfront/contract';

/** One condition of a title at a location, like the demo store's (checked against the contract). */
export function availabilityRowFixture(overrides: Partial<AvailabilityRow> = {}): AvailabilityRow {
  return availabilityRowSchema.parse({
    code: 'NEW',
    text: 'New',
    row_price: 999,
    price: 999,
    onhand: 6,
    onorder: 0,
    used: false,
    note: '',
    discount: 0,
    availability: 'available',
    message: 'In stock',
    sub_message: 'Ready for pick up today',
    is_extra_orderable: true,
    location_id: 'downtown',
    name: 'Riverbend Books Downtown',
    ...overrides,
  });
}

export function titleSummaryFixture(overrides: Partial<TitleSummary> = {}): TitleSummary {
  return titleSummarySchema.parse({
    eisbn: '9780439023481',
    title: 'The Hunger Games',
    subtitle: '',
    series: 'The Hunger Games',
    series_num: '1',
    authors: [{ name: 'Suzanne Collins', canadian: false, role: 'Author' }],
    binding: 'Mass Market Paperback',
    binding_code: 'MM',
    release_date: 1200441600,
    is_forthcoming: false,
    is_large_print: false,
    is_giftcard: false,
    rank: 12,
    status: 'active',
    price: 999,
    list_price_usa: 999,
    list_price_can: 1399,
    carton_qty: 48,
    cover_image_cache: '',
    multistore_available: true,
    at_other_locations: [],
    available: [
      availabilityRowFixture(),
      availabilityRowFixture({
        location_id: 'eastside',
        name: 'Riverbend Books Eastside',
        onhand: 0,
        message: 'Usually ships in 3-5 days',
        sub_message: '',
      }),
    ],
    ...overrides,
  });
}

export function titleDetailFixture(overrides: Partial<TitleDetail> = {}): TitleDetail {
  return titleDetailSchema.parse({
    ...titleSummaryFixture(),
    isbn: '9780439023481',
    upc: '',
    publisher: 'Cedar & Quill',
    edition: '',
    language: 'eng',
    description:
      '<p>Winning will make you famous. Losing means certain death.</p><p>In the ruins of a place once known as North America lies Panem.</p>',
    bio: ['<p>Suzanne Collins is the author of the Hunger Games trilogy.</p>'],
    reviews: [{ content: 'Brilliantly plotted and perfectly paced.', author: 'Stephen King', source_title: '' }],
    comments: [],
    subjects: [
      {
        subject: 'Fiction / General',
        code: 'FIC000000',
        sub_labels: [{ label: 'Fiction' }, { label: 'General' }],
      },
    ],
    pages: 421,
    width: 4.2,
    height: 7.5,
    weight: 0.6,
    has_libro_audiobook: false,
    audience: 'Young adult',
    interiors: [],
    has_interiors: false,
    last_order: null,
    ...overrides,
  });
}

export function filterOptionFixture(overrides: Partial<FilterOption> & Pick<FilterOption, 'k' | 'm'>): FilterOption {
  return { e: overrides.k, c: 1, n: true, subfilter: [], ...overrides };
}

const titles = [
  titleSummaryFixture(),
  titleSummaryFixture({
    eisbn: '9780439023498',
    title: 'Catching Fire',
    series_num: '2',
    binding: 'Hardcover',
    binding_code: 'HC',
    price: 2499,
    list_price_usa: 2899,
    rank: 2400,
  }),
  titleSummaryFixture({
    eisbn: '9780439023511',
    title: 'Mockingjay',
    series_num: '3',
    binding: 'Hardcover',
    binding_code: 'HC',
    price: 3099,
    list_price_usa: 3099,
    rank: 250000,
  }),
];

export function searchResponseFixture(overrides: Partial<SearchResponse> = {}): SearchResponse {
  return searchResponseSchema.parse({
    rows: titles,
    row_count: 3,
    max_offset: 9972,
    filter_info: [
      filterOptionFixture({ k: 'in_stock', e: 'In stock', c: 2, m: 'b', n: false }),
      filterOptionFixture({ k: 'orderable', e: 'Orderable', c: 3, m: 'b', n: false }),
      filterOptionFixture({
        k: 'FIC',
        e: 'Fiction',
        c: 3,
        m: 's',
        subfilter: [filterOptionFixture({ k: 'FIC000000', e: 'General', c: 3, m: 's' })],
      }),
      filterOptionFixture({ k: 'HC', e: 'Hardcover', c: 2, m: 'f' }),
      filterOptionFixture({ k: 'MM', e: 'Mass Market Paperback', c: 1, m: 'f' }),
    ],
    ...overrides,
  });
}
