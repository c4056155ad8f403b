import type { Plugin } from 'vite';

/** The contract's action modules: each domain's actions.ts and the actions with a module of their own. */
export const actionModule = /[\\/]packages[\\/]contract[\\/]src[\\/][\w-]+[\\/](?:actions|[\w-]+-action)\.ts$/;

/** `errors: [...],` or `errors: someCodes,` inside a defineAction({ … }) call. */
const errorsField = /^(\s*)errors: (?:\[[^\]]*\]|\w+),$/gm;

/** A module's list of codes several actions share (`const checkoutAccessErrors = [...] as const;`). */
const sharedErrors = /^((?:export )?const \w+Errors = )\[[^\]]*\] as const;$/gm;

/**
 * Builds the web app with each action's list of failure codes (and the lists they share) left empty. Only the server reads it
 * (to check its answers, and to write the API reference); in the browser the lists, and the code
 * objects they name, only weigh on every page. See docs/decisions/0017-web-page-weight.md.
 */
export function actionErrorsServerOnly(): Plugin {
  return {
    name: 'bookfront:action-errors-server-only',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!actionModule.test(id)) return null;
      return { code: code.replace(errorsField, '$1errors: [],').replace(sharedErrors, '$1[] as const;'), map: null };
    },
  };
}
