import { TypoIndex, type VocabularyWord } from './typo-index.ts';

/** A rebuild that took less than this is waited for; a longer one runs while the last index serves. */
const waitForRebuildMs = 50;

/**
 * The typo index of the catalogue's vocabulary (docs/features/browse-and-search.md#typos), built
 * per titles revision and kept per process. On a small catalogue a changed revision is waited
 * for; on a large one (whose build takes longer) the index of the last revision keeps answering
 * while the new one is built, so an import's stream of revisions never holds a search up.
 */
export class CatalogueVocabulary {
  private built: { revision: number; index: TypoIndex; buildMs: number } | null = null;
  private building: Promise<TypoIndex> | null = null;

  constructor(private readonly read: () => Promise<VocabularyWord[]>) {}

  async indexFor(revision: number): Promise<TypoIndex> {
    const { built } = this;
    if (built?.revision === revision) return built.index;
    const rebuild = (this.building ??= this.build(revision).finally(() => {
      this.building = null;
    }));
    if (built === null || built.buildMs < waitForRebuildMs) return rebuild;
    // A failed build in the background leaves the last index serving; the next search tries again.
    rebuild.catch(() => undefined);
    return built.index;
  }

  private async build(revision: number): Promise<TypoIndex> {
    const started = performance.now();
    const index = TypoIndex.build(await this.read());
    this.built = { revision, index, buildMs: performance.now() - started };
    return index;
  }
}
