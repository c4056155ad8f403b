type JsonRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const forbiddenKeys = new Set(['__proto__', 'prototype', 'constructor']);

export class DottedPathError extends Error {}

/** 'styles.primary_color' → ['styles', 'primary_color']; refuses empty and prototype-polluting segments. */
export function splitPath(path: string): string[] {
  const segments = path.split('.');
  if (segments.some((segment) => segment === '' || forbiddenKeys.has(segment))) {
    throw new DottedPathError(`'${path}' is not a valid setting name.`);
  }
  return segments;
}

export function getAtPath(value: unknown, path: string): unknown {
  let current = value;
  for (const segment of splitPath(path)) {
    if (Array.isArray(current) && /^\d+$/.test(segment)) current = current[Number(segment)];
    else if (isRecord(current)) current = Object.hasOwn(current, segment) ? current[segment] : undefined;
    else return undefined;
  }
  return current;
}

/** A copy of `root` with `value` at `path`, creating objects on the way; numeric segments index arrays. */
export function setAtPath(root: unknown, path: string, value: unknown): unknown {
  const [head, ...rest] = splitPath(path);
  if (head === undefined) return value;
  const child = rest.length === 0 ? value : undefined;
  if (Array.isArray(root) && /^\d+$/.test(head)) {
    const index = Number(head);
    if (index > root.length) throw new DottedPathError(`Index ${index} is past the end of the list.`);
    const copy = [...root];
    copy[index] = rest.length === 0 ? child : setAtPath(root[index], rest.join('.'), value);
    return copy;
  }
  const record = isRecord(root) ? root : {};
  return { ...record, [head]: rest.length === 0 ? child : setAtPath(record[head], rest.join('.'), value) };
}
