/** docs/features/shell-and-navigation.md#error-logging: cross-origin script errors carry no detail and are not stored. */
export const genericScriptError = 'Script error.';
