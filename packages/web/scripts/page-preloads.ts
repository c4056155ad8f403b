import type { Plugin } from 'vite';

/** The pages whose chunks the server names in their HTML, by the module the router loads for each. */
const pageModules = {
  home: /[\\/]src[\\/]app[\\/]pages[\\/]home-page\.tsx$/,
  browse: /[\\/]src[\\/]features[\\/]browse[\\/]pages[\\/]browse-page\.tsx$/,
  item: /[\\/]src[\\/]features[\\/]item[\\/]pages[\\/]item-page\.tsx$/,
};

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
};

/**
 * Writes page-preloads.json: for the home, browse and item pages, the scripts and stylesheets their
 * route chunk needs besides the start-up chunk. The server names them in the page's head
 * (packages/server/src/plugins/web-app.ts), so the browser fetches them alongside the start-up
 * chunk instead of after it has run.
 */
export function pagePreloads(): Plugin {
  return {
    name: 'bookfront-page-preloads',
    apply: 'build',
    // After Vite has dropped the chunks that only imported CSS, which other chunks still list.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map<string, OutputChunk>();
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') chunks.set(output.fileName, output as unknown as OutputChunk);
        }
        const pages: Record<string, { scripts: string[]; styles: string[] }> = {};
        for (const [page, pattern] of Object.entries(pageModules)) {
          const root = [...chunks.values()].find((chunk) => chunk.facadeModuleId && pattern.test(chunk.facadeModuleId));
          if (!root) continue;
          const scripts: string[] = [];
          const styles = new Set<string>();
          const visit = (chunk: OutputChunk) => {
            // The start-up chunk is in index.html already.
            if (chunk.isEntry || scripts.includes(chunk.fileName)) return;
            scripts.push(chunk.fileName);
            for (const imported of chunk.imports) {
              const next = chunks.get(imported);
              if (next) visit(next);
            }
            // A chunk's styles after those of the chunks it imports, in the order Vite's loader
            // applies them, so a page's rules still win over the components' they adjust.
            for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          };
          visit(root);
          pages[page] = { scripts, styles: [...styles] };
        }
        this.emitFile({ type: 'asset', fileName: 'page-preloads.json', source: `${JSON.stringify(pages, null, 2)}\n` });
      },
    },
  };
}
