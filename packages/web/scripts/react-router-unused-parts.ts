import type { Plugin } from 'vite';

/** react-router's production build: one large module that its index re-exports. */
const routerModule = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[A-Z0-9]+\.mjs$/;

/** `var Form = React10.forwardRef(`: a component or context made as the module loads. */
const reactCall = /^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;

/** `Form.displayName = "Form";`: a name for React's developer tools. */
const displayName = /^\w+\.displayName = "\w+";$/gm;

/**
 * Builds the web app without the parts of react-router it never uses, such as `<Form>` and the
 * submission code behind it (about 1.3 KB gzip on every page, docs/decisions/0072-item-page-weight.md).
 * The module makes its components and contexts by calling React as it loads and then names them,
 * and a bundler keeps every such call and assignment, with all the code they reach, unless told
 * they are free of side effects. React's `forwardRef`, `memo` and `createContext` only return an
 * object, so their calls are marked pure; the names are for developer tools, which the
 * production build does not serve.
 */
export function reactRouterUnusedParts(): Plugin {
  return {
    name: 'bookfront:react-router-unused-parts',
    apply: 'build',
    enforce: 'pre',
    transform(source, id) {
      if (!routerModule.test(id)) return null;
      // Lines keep their places, so the module's source map still holds (`map: null`).
      return { code: source.replace(reactCall, '$1/* @__PURE__ */ $2').replace(displayName, ''), map: null };
    },
  };
}
